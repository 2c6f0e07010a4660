import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/test-app';

const BODY = '<p>landing</p>'.repeat(100);
const INDEX_HTML = `<!doctype html><title>SeedMatch</title>${BODY}`;

/** The built page as served: the same document, with the link-preview tags added to its head (app-page.ts). */
function expectServedPage(page: string, label?: string) {
  expect(page.startsWith('<!doctype html><meta property="og:type" content="website" />'), label).toBe(true);
  expect(page.endsWith(`<title>SeedMatch</title>${BODY}`), label).toBe(true);
}
const SCRIPT = `console.log(${JSON.stringify('seed '.repeat(500))});`;

let ctx: TestContext;
let webDist: string;

/** Writes a file with the .br and .gz copies the build leaves beside it. */
async function writeCompressed(file: string, text: string) {
  await fs.writeFile(file, text);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(text));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(text));
}

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'seedmatch-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await writeCompressed(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeCompressed(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webDist, { recursive: true });
});

const ONE_YEAR = 'public, max-age=31536000, immutable';

describe('pre-compressed client files', () => {
  it('sends a hashed asset as brotli, then gzip, then plain, as the browser accepts, cached for a year', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: zlib.brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: zlib.gunzipSync },
      { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await ctx.app.inject({
        url: '/assets/index-abc123.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/javascript/);
      expect(response.headers['cache-control'], accept).toBe(ONE_YEAR);
      expect(response.headers.vary, accept).toBe('accept-encoding');
      expect(decode(response.rawPayload).toString(), accept).toBe(SCRIPT);
    }
  });

  it('sends the page for app routes as brotli, never cached without revalidation, with the security headers', async () => {
    for (const url of ['/', '/app/swipe']) {
      const response = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expectServedPage(zlib.brotliDecompressSync(response.rawPayload).toString(), url);
    }
  });

  it('sends the page for a path that starts with two slashes, which is no address of another host', async () => {
    for (const url of ['//', '///', '//evil.example/app', '//?ref=x']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expectServedPage(response.body, url);
    }
  });

  it('sends the page plain to a client that accepts no encoding', async () => {
    const response = await ctx.app.inject({ url: '/app/swipe' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expectServedPage(response.body);
  });
});

describe('HEAD requests', () => {
  it('answer pages, deep links and assets with the status and headers of GET, and no body', async () => {
    for (const url of ['/', '/join', '/privacy', '/terms', '/app/swipe', '/app/chat/room-1?tab=1', '/assets/index-abc123.js']) {
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const get = await ctx.app.inject({ url, headers });
      const head = await ctx.app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode, url).toBe(200);
      const { date: _getDate, ...getHeaders } = get.headers;
      const { date: _headDate, ...headHeaders } = head.headers;
      expect(headHeaders, url).toEqual(getHeaders);
      expect(head.rawPayload.length, url).toBe(0);
    }
  });

  it('answer an unknown API path or file 404 like GET', async () => {
    for (const url of ['/api/nothing-here', '/missing.png']) {
      const head = await ctx.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(404);
      expect(head.rawPayload.length, url).toBe(0);
    }
  });
});
