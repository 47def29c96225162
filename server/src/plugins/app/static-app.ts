// Serves the built browser app (dist/) with a fallback to index.html for the app's own routes, and
// answers every other unknown path with the error envelope. API paths never fall back to the app.
// Files go out pre-compressed (the build writes .br and .gz next to each), hashed assets are cached
// for a year, index.html is revalidated on every visit, and source maps stay on the server.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/usr/', '/adm/', '/uploads/', '/health'];

function wantsApp(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return false;
  // A missing file (`/favicon.ico`, an old chunk) is a 404, not the app's page under its name; the
  // app's own routes have no file extension.
  return !/\.[a-z0-9]+$/i.test(path);
}

/** Vite names every file under assets/ by its content hash: a new build never reuses a name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the logo, the sound) may change under the same name. */
export const REVALIDATE = 'no-cache';

function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE);
}

export default fp<{ appDir: string }>(
  async (app, { appDir }) => {
    const hasApp = existsSync(join(appDir, 'index.html'));
    if (hasApp) {
      const shared = {
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders,
        // Source maps are for the error tracker, not for anyone who asks.
        allowedPath: (path: string) => !path.endsWith('.map'),
      };
      // The few files at the top (index.html, the logo, the sound, the service worker) get a route
      // each; their .br and .gz copies are found when a file is asked for, not routed.
      await app.register(fastifyStatic, {
        ...shared,
        root: appDir,
        prefix: '/',
        wildcard: false,
        globIgnore: ['assets/**', '**/*.br', '**/*.gz', '**/*.map'],
        index: 'index.html',
      });
      // The hundreds under assets/ are looked up when asked for, by one route: routing each of them
      // (and its copies) took a large part of every start.
      await app.register(fastifyStatic, {
        ...shared,
        root: join(appDir, 'assets'),
        prefix: '/assets/',
        wildcard: true,
        index: false,
        decorateReply: false,
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasApp && wantsApp(request)) return reply.type('text/html').sendFile('index.html');
      return reply
        .code(404)
        .send({ errors: [{ detail: `Nothing is found at ${request.method} ${request.url.split('?')[0]}` }] });
    });
  },
  { name: 'static-app' },
);
