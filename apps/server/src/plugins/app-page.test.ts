import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../../test/helpers/test-app';
import { LANDING_BOOT_SCRIPT } from '@seedmatch/shared/landing-boot';
import { appPages } from './app-page';

let ctx: TestContext;
let webDist: string;

/** As the web build writes them: the signed-in area's code, and the deck's on top of it. */
const PRELOADS = {
  '/app/*': ['/assets/app-shell-1.js', '/assets/app-2.js'],
  '/app/swipe': ['/assets/app-shell-1.js', '/assets/app-2.js', '/assets/swipe-3.js'],
};

/** As Vite writes the app's scripts into the head: the entry, and the preload of what it imports. */
const APP_SCRIPTS =
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-1.js">';
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>SeedMatch</title>${APP_SCRIPTS}</head><body><div id="root"></div></body></html>`;
/** As the web build renders the landing's first screen for each way of signing in. */
const LANDING = {
  local: '<div class="contents"><aside>Demo sign-in</aside><main>Get Started</main></div>',
  google: '<main>Get Started</main>',
};

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'seedmatch-dist-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  await fs.writeFile(path.join(webDist, 'route-preloads.json'), JSON.stringify(PRELOADS));
  await fs.writeFile(path.join(webDist, 'prerendered-landing.json'), JSON.stringify(LANDING));
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webDist, { recursive: true });
});

/** The page's meta tags by property or name, read the way a link-preview crawler reads them. */
async function previewOf(url: string): Promise<Record<string, string>> {
  const response = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode, url).toBe(200);
  const head = response.body.slice(0, response.body.indexOf('</head>'));
  const tags = [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)];
  return Object.fromEntries(tags.map(([, key, content]) => [key!, content!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')]));
}

describe('link previews', () => {
  it('shows the landing page with an absolute picture address on /', async () => {
    const tags = await previewOf('/');
    expect(tags).toMatchObject({
      'og:type': 'website',
      'og:title': 'SeedMatch: Plant Ideas. Grow Startups.',
      'og:description': 'Swipe on startup ideas, match with co-founders, launch in 48 hours.',
      'og:url': `${TEST_PUBLIC_URL}/`,
      'og:image': `${TEST_PUBLIC_URL}/og-image.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:image': `${TEST_PUBLIC_URL}/og-image.png`,
    });
    expect(tags['og:image:alt']).toContain('Plant Ideas. Grow Startups.');
  });

  it('shows an invitation on a referral link, at /join or at / with a code', async () => {
    for (const url of ['/join?ref=SEED-ADA-K3J9-XYZ', '/join', '/?ref=SEED-ADA-K3J9-XYZ']) {
      const tags = await previewOf(url);
      expect(tags['og:title'], url).toBe('You’ve been invited to SeedMatch');
      expect(tags['twitter:title'], url).toBe('You’ve been invited to SeedMatch');
      expect(tags['og:url'], url).toBe(`${TEST_PUBLIC_URL}/join`);
      expect(tags['og:image'], url).toBe(`${TEST_PUBLIC_URL}/og-image.png`);
    }
  });

  it('says how people sign in here, so the demo notice shows in the first paint', async () => {
    expect((await previewOf('/app/swipe'))['seedmatch-sign-in']).toBe('local');
    const google = appPages(INDEX, TEST_PUBLIC_URL, 'google').landing.identity.toString('utf8');
    expect(google).toContain('<meta name="seedmatch-sign-in" content="google" /></head>');
  });

  it('keeps the tags in the head, after the doctype, once', async () => {
    const { body } = await ctx.app.inject({ url: '/app/swipe', headers: { 'accept-encoding': 'identity' } });
    expect(body.startsWith('<!doctype html>')).toBe(true);
    expect(body.match(/og:title/g)).toHaveLength(1);
    expect(body.indexOf('og:title')).toBeLessThan(body.indexOf('</head>'));
  });
});

describe('the page on the wire', () => {
  it('arrives in the best encoding the browser accepts, the same page in each', async () => {
    const plain = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: zlib.brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: zlib.gunzipSync },
      { accept: 'br;q=0, gzip', encoding: 'gzip', decode: zlib.gunzipSync },
      { accept: '*', encoding: 'gzip', decode: zlib.gunzipSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString('utf8'), accept).toBe(plain.body);
    }
  });

  it('answers 304 to a browser that has this page, and never caches it unchecked', async () => {
    const first = await ctx.app.inject({ url: '/' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const invitation = await ctx.app.inject({ url: '/join', headers: { 'if-none-match': etag } });
    expect(invitation.statusCode).toBe(200);
  });
});

describe("a signed-in screen's code", () => {
  const preloadsOf = async (url: string) => {
    const response = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    return [...head.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)" \/>/g)].map(([, href]) => href);
  };

  it('is named in the page for its path, or for the signed-in area, so it downloads beside the entry script', async () => {
    expect(await preloadsOf('/app/swipe')).toEqual(PRELOADS['/app/swipe']);
    expect(await preloadsOf('/app/swipe?from=mail')).toEqual(PRELOADS['/app/swipe']);
    expect(await preloadsOf('/app/chat?room=1')).toEqual(PRELOADS['/app/*']);
    expect(await preloadsOf('/onboarding')).toEqual(PRELOADS['/app/*']);
  });

  it('is not named on the public pages, which never load it', async () => {
    for (const url of ['/', '/join?ref=SEED-ADA-K3J9-XYZ', '/terms', '/application']) expect(await preloadsOf(url), url).toEqual([]);
  });
});

describe("the landing's first screen", () => {
  const pageAt = async (url: string) => {
    const response = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    return { body: response.body, csp: String(response.headers['content-security-policy']) };
  };
  const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('</body>'));
  const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));

  it('is in the page at /, for the way people sign in here, so it paints before the app has loaded', async () => {
    const { body } = await pageAt('/');
    expect(rootOf(body)).toBe(`<div id="root"><div data-prerendered class="contents">${LANDING.local}</div></div>`);
    const google = appPages(INDEX, TEST_PUBLIC_URL, 'google', {}, LANDING.google).pageFor('/').identity.toString('utf8');
    expect(rootOf(google)).toBe(`<div id="root"><div data-prerendered class="contents">${LANDING.google}</div></div>`);
  });

  it("holds the app's scripts until the page has painted, in a template the boot script (allowed by the CSP) adds", async () => {
    const { body, csp } = await pageAt('/?utm_source=mail');
    const head = headOf(body);
    expect(head).toContain(`<template data-after-paint>${APP_SCRIPTS}</template>`);
    expect(head.replace(/<template data-after-paint>.*<\/template>/, '')).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(head).toContain(`<script>${LANDING_BOOT_SCRIPT}</script>`);
    for (const [, script] of body.matchAll(/<script>(.*?)<\/script>/g)) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    }
  });

  it('is not in any other page, which starts the app at once', async () => {
    for (const url of ['/join', '/join?ref=SEED-ADA-K3J9-XYZ', '/?ref=SEED-ADA-K3J9-XYZ', '/app/swipe', '/terms', '/nothing']) {
      const { body } = await pageAt(url);
      expect(rootOf(body), url).toBe('<div id="root"></div>');
      expect(headOf(body), url).toContain(APP_SCRIPTS);
      expect(body, url).not.toContain('data-after-paint');
    }
  });

  it('is left out by a build that rendered none, or a page without the app’s entry', () => {
    expect(appPages(INDEX, TEST_PUBLIC_URL, 'local').pageFor('/').identity.toString('utf8')).toContain(APP_SCRIPTS);
    const noEntry = INDEX.replace(APP_SCRIPTS, '');
    expect(appPages(noEntry, TEST_PUBLIC_URL, 'local', {}, LANDING.local).pageFor('/').identity.toString('utf8')).toContain(
      '<div id="root"></div>',
    );
  });
});
