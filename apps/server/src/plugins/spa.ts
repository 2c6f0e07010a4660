import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { z } from 'zod';
import { appPages, pickEncoding, type RoutePreloads, type SignInProvider } from './app-page';
import { readBuildFile } from './build-files';

const API_PREFIXES = ['/api/', '/oidc/', '/socket.io/'];

/**
 * Serves the built client, pre-compressed where the browser accepts it, with history fallback: every screen
 * gets `index.html` with this deployment's link-preview tags. Unknown API paths answer JSON 404.
 */
type SpaOptions = { webDist: string | undefined; publicUrl: string; signIn: SignInProvider };

async function spaSetup(app: FastifyInstance, { webDist, publicUrl, signIn }: SpaOptions) {
  const indexHtml = webDist && fs.existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
  const pages = indexHtml
    ? appPages(
        fs.readFileSync(path.join(indexHtml, 'index.html'), 'utf8'),
        publicUrl,
        signIn,
        routePreloads(indexHtml),
        prerenderedLanding(indexHtml)?.[signIn],
      )
    : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: indexHtml,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each text file (scripts/compress-assets.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        reply.header('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // HEAD (uptime checks, link previews) gets the page's status and headers; Node sends no body for it.
    const url = request.url;
    const isApi = url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url.split('?')[0] ?? '');
    if (pages && wantsPage) {
      const page = pages.pageFor(url);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(page[encoding]);
    }
    return reply.status(404).send({ error: ERROR_MESSAGES.notFound });
  });
}

const ROUTE_PRELOADS = z.record(z.string(), z.array(z.string()));
const PRERENDERED_LANDING = z.object({ local: z.string(), google: z.string() }).partial();

/** What the build says each signed-in path should preload; none from a build without it. */
const routePreloads = (webDist: string): RoutePreloads => readBuildFile(webDist, 'route-preloads.json', ROUTE_PRELOADS) ?? {};

/** The landing's first screen for each way of signing in, as the web build rendered it (docs/decisions/0058). */
const prerenderedLanding = (webDist: string) => readBuildFile(webDist, 'prerendered-landing.json', PRERENDERED_LANDING);

export const spaPlugin = fp(spaSetup, { name: 'spa' });
