// Security headers on every answer (helmet): a Content-Security-Policy the built app runs under
// without inline scripts (Mantine injects <style> tags, so inline styles stay allowed), no framing,
// no MIME sniffing, a strict referrer policy, HSTS only on HTTPS answers, and no caching of API
// answers, which carry tokens and personal data. Helmet's middleware is built once, at start-up,
// and applied to each request; building it for each request (parsing the policy every time) had
// been a noticeable part of an API request's time.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const API_PREFIXES = ['/usr/', '/adm/', '/health'];
const HSTS = 'max-age=31536000; includeSubDomains';

const isApi = (request: FastifyRequest) => API_PREFIXES.some((prefix) => request.url.startsWith(prefix));

export default fp<{ connectSrc: string[] }>(
  async (app, { connectSrc }) => {
    const securityHeaders = helmet({
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
    // Set as a request arrives, so every answer has them, including those written past Fastify
    // (the live event stream).
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (isApi(request)) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
