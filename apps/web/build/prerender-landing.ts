import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';

type LandingModule = typeof import('../src/prerender/landing');

/** Where the server reads the landing's first screen, one per way of signing in (apps/server/src/plugins/spa.ts). */
const PRERENDERED_LANDING_FILE = 'prerendered-landing.json';

/**
 * Renders the landing page's first screen at build time with the app's own components (src/prerender/landing.tsx,
 * through Vite's module runner) and writes it for the server to send inside `/` (docs/decisions/0058).
 */
export function prerenderLanding(): Plugin {
  let root = '';
  return {
    name: 'seedmatch:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const { module } = await runnerImport<LandingModule>('/src/prerender/landing.tsx', {
        configFile: false,
        root,
        plugins: [react()],
        logLevel: 'error',
      });
      const pages = { local: module.prerenderLanding('local'), google: module.prerenderLanding('google') };
      this.emitFile({ type: 'asset', fileName: PRERENDERED_LANDING_FILE, source: `${JSON.stringify(pages)}\n` });
    },
  };
}
