import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { AFTER_PAINT_ATTRIBUTE, LANDING_BOOT_SCRIPT, LANDING_PRERENDER_STYLE, PRERENDERED_ATTRIBUTE } from '@seedmatch/shared/landing-boot';
import { escapeHtml } from '../lib/html';

/** What a shared link to SeedMatch shows in a chat or a feed: the landing page's, or an invitation's. */
const PREVIEWS = {
  landing: {
    title: 'SeedMatch: Plant Ideas. Grow Startups.',
    description: 'Swipe on startup ideas, match with co-founders, launch in 48 hours.',
  },
  invitation: {
    title: 'You’ve been invited to SeedMatch',
    description: 'A friend invited you: swipe on startup ideas, match with co-founders, launch in 48 hours.',
  },
} as const;

export type PreviewKind = keyof typeof PREVIEWS;

/** One variant of the page, ready to send in each encoding a browser may accept. */
export type PageVariant = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

/** Open Graph and Twitter card tags; their addresses are absolute, as link previews require. */
function previewTags(kind: PreviewKind, publicUrl: string): string {
  const { title, description } = PREVIEWS[kind];
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'SeedMatch'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${publicUrl}${kind === 'invitation' ? '/join' : '/'}`],
    ['property', 'og:image', `${publicUrl}/og-image.png`],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', 'The SeedMatch logo, a sprout, with "Plant Ideas. Grow Startups."'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', `${publicUrl}/og-image.png`],
  ];
  return tags.map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`).join('');
}

function variant(html: string): PageVariant {
  const identity = Buffer.from(html, 'utf8');
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    // Quality 5: 8 ms for the 45 KB page against 124 ms at the maximum, for a copy 10 % larger (8.5 against 7.7 KB).
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/** How people sign in here ('local': the built-in issuer), for the page's first paint (see sign-in-provider.ts). */
export type SignInProvider = 'local' | 'google';
const SIGN_IN_META = 'seedmatch-sign-in';

/**
 * The screens' code a signed-in path names in its head, by path (`/app/*` for the rest of that area), as the
 * web build writes it (`route-preloads.json`, docs/decisions/0049): it downloads beside the entry script.
 */
export type RoutePreloads = Record<string, string[]>;

const preloadLinks = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(file)}" />`).join('');

/** The preloads for a path: its own, else the signed-in area's for any path in it, else none. */
function preloadKey(pathname: string, preloads: RoutePreloads): string | undefined {
  if (pathname !== '/app/*' && preloads[pathname]) return pathname;
  const inArea = pathname.startsWith('/app/') || pathname === '/onboarding';
  return inArea && preloads['/app/*'] ? '/app/*' : undefined;
}

// The app's script tags as Vite writes them into the head: the entry, and the preloads of what it imports.
const APP_SCRIPTS = /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * `/` with the landing's first screen in it, as the web build rendered it (docs/decisions/0058): it paints with
 * the page, and the app's script tags wait in a template that the head's boot script adds once it has. A page
 * without an entry script or an empty root stays as it is.
 */
function withLanding(html: string, landing: string): string {
  const scripts = html.match(APP_SCRIPTS) ?? [];
  if (!scripts.some((tag) => tag.startsWith('<script')) || !html.includes(EMPTY_ROOT)) return html;
  const boot = `<template ${AFTER_PAINT_ATTRIBUTE}>${scripts.join('')}</template><style>${LANDING_PRERENDER_STYLE}</style><script>${LANDING_BOOT_SCRIPT}</script>`;
  return html
    .replace(APP_SCRIPTS, '')
    .replace(/<\/head>/i, () => `${boot}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root"><div ${PRERENDERED_ATTRIBUTE} class="contents">${landing}</div></div>`);
}

/**
 * The built `index.html` every screen starts from, with the link-preview tags for this deployment's address
 * and the sign-in it runs at the end of its head, for a signed-in path the preloads of its screens, and for
 * `/` the landing's pre-rendered first screen when the build made one: each variant made and compressed once
 * at start, like the build's other files. `pageFor` picks one.
 */
export function appPages(indexHtml: string, publicUrl: string, signIn: SignInProvider, preloads: RoutePreloads = {}, landing?: string) {
  const withTags = (kind: PreviewKind, files: string[] = []) => {
    const tags = `${previewTags(kind, publicUrl)}<meta name="${SIGN_IN_META}" content="${signIn}" />${preloadLinks(files)}`;
    if (/<\/head>/i.test(indexHtml)) return indexHtml.replace(/<\/head>/i, `${tags}</head>`);
    // A page that leaves its head implicit takes them right after its doctype: still in its head, as HTML parses it.
    return indexHtml.replace(/^(\s*<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
  };
  const byPreview: Record<PreviewKind, PageVariant> = {
    landing: variant(withTags('landing')),
    invitation: variant(withTags('invitation')),
  };
  const byPath = new Map(Object.entries(preloads).map(([pathname, files]) => [pathname, variant(withTags('landing', files))]));
  const home = landing ? variant(withLanding(withTags('landing'), landing)) : byPreview.landing;
  return {
    ...byPreview,
    pageFor: (url: string): PageVariant => {
      const kind = previewKind(url);
      if (kind === 'invitation') return byPreview.invitation;
      const { pathname } = pathOf(url);
      if (pathname === '/') return home;
      const key = preloadKey(pathname, preloads);
      return (key && byPath.get(key)) || byPreview.landing;
    },
  };
}

/** A request's path and query, read on this host: `//evil.example/x` is a path here, not another host's address. */
const pathOf = (url: string) => new URL(`http://localhost${url.startsWith('/') ? '' : '/'}${url}`);

/** A link to /join, or to any screen with a referral code, previews as an invitation. */
function previewKind(url: string): PreviewKind {
  const { pathname, searchParams } = pathOf(url);
  return pathname === '/join' || searchParams.has('ref') ? 'invitation' : 'landing';
}

/** The encoding to send: brotli, then gzip, when the request accepts it; `*` stands for gzip, as @fastify/static reads it. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}
