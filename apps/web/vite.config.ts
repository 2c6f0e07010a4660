import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineStylesheet } from './build/inline-stylesheet';
import { THEME_COLORS } from '@seedmatch/shared/theme';
import { themeHead } from './build/theme-head';
import { routePreloads } from './build/route-preloads';
import { prerenderLanding } from './build/prerender-landing';
import { compileHints } from './build/compile-hints';

const serverUrl = process.env.SEEDMATCH_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineStylesheet(),
    themeHead(),
    routePreloads(),
    prerenderLanding(),
    compileHints(['index', 'app', 'app-shell', 'auth-api', 'swipe', 'home']),
    VitePWA({
      injectRegister: null,
      // A new version waits until the person takes it ("Update available", lib/register-sw.ts).
      registerType: 'prompt',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'SeedMatch',
        short_name: 'SeedMatch',
        description: 'Plant Ideas. Grow Startups.',
        theme_color: THEME_COLORS.light,
        background_color: '#f0fdf4',
        display: 'standalone',
        start_url: '/',
        id: '/',
        scope: '/',
        categories: ['business', 'productivity', 'social'],
        // From scripts/app-icons.mjs: the logo, and maskable ones that fill the shape a launcher cuts.
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: '/screenshot-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Swiping on startup ideas' },
          { src: '/screenshot-wide.png', sizes: '1440x900', type: 'image/png', form_factor: 'wide', label: 'Swiping on startup ideas' },
        ],
      },
      workbox: {
        // The first version takes the open page at once; later ones wait for "Reload" (SKIP_WAITING).
        clientsClaim: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/oidc\//, /^\/socket\.io\//, /^\/healthz/, /^\/readyz/, /^\/dev\//],
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // Shows pushes and opens their screen (public/push-sw.js, docs/decisions/0048).
        importScripts: ['/push-sw.js'],
      },
    }),
  ],
  server: {
    // The server's own policy (plugins/security.ts): with none, a page Vite serves and the sign-in popup the
    // server serves would land in different browsing context groups, and the popup could not reach its opener.
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' },
    proxy: {
      '/api': serverUrl,
      '/oidc': serverUrl,
      '/socket.io': { target: serverUrl, ws: true },
    },
  },
  build: {
    sourcemap: false,
    target: 'es2022',
    // A signed-in screen's code in a few chunks, not thirty: what the landing page loads stays one chunk of
    // its own, and every module two screens share goes in one 'app' chunk (decision 0049).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            { name: 'app', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
