// Security headers on every answer: helmet's policy (see lib/security-headers), HSTS on HTTPS
// answers, and no caching of API answers, which carry tokens and personal data. Registered first of
// the plugins, so an answer refused by any later hook still carries them.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HSTS, type HeaderList } from '../../lib/security-headers';

const API_PREFIXES = ['/usr/', '/adm/', '/health'];

const isApi = (request: FastifyRequest) => API_PREFIXES.some((prefix) => request.url.startsWith(prefix));

export default fp<{ headers: HeaderList }>(
  async (app, { headers }) => {
    // Set on the raw answer as a request arrives, so every answer has them, including those
    // written past Fastify (the live event stream).
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (isApi(request)) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'helmet' },
);
