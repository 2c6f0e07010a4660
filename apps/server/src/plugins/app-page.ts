import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
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

/**
 * The built `index.html` every screen starts from, with the link-preview tags for this deployment's address
 * and the sign-in it runs at the end of its head, and for a signed-in path the preloads of its screens:
 * each variant made and compressed once at start, like the build's other files. `pageFor` picks one.
 */
export function appPages(indexHtml: string, publicUrl: string, signIn: SignInProvider, preloads: RoutePreloads = {}) {
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
  return {
    ...byPreview,
    pageFor: (url: string): PageVariant => {
      const kind = previewKind(url);
      const key = kind === 'landing' ? preloadKey(new URL(url, 'http://localhost').pathname, preloads) : undefined;
      return (key && byPath.get(key)) || byPreview[kind];
    },
  };
}

/** A link to /join, or to any screen with a referral code, previews as an invitation. */
function previewKind(url: string): PreviewKind {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return pathname === '/join' || searchParams.has('ref') ? 'invitation' : 'landing';
}

/** The encoding to send: brotli, then gzip, when the request accepts it; `*` stands for gzip, as @fastify/static reads it. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}
