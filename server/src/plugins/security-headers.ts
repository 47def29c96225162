// Security headers on every answer (@fastify/helmet): a Content-Security-Policy the built app runs
// under without inline scripts (Mantine injects <style> tags, so inline styles stay allowed), no
// framing, no MIME sniffing, a strict referrer policy, HSTS only on HTTPS answers, and no caching
// of API answers, which carry tokens and personal data.
import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/usr/', '/adm/', '/health'];
const HSTS = 'max-age=31536000; includeSubDomains';

const isApi = (request: FastifyRequest) => API_PREFIXES.some((prefix) => request.url.startsWith(prefix));

export default fp<{ connectSrc: string[] }>(
  async (app, { connectSrc }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...connectSrc],
          mediaSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Browsers ignore HSTS over plain HTTP, and a development server on http://localhost must not
      // pin itself to HTTPS; it is added below when the request came over HTTPS.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (isApi(request)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
