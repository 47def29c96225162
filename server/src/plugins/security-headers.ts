// Security headers on every answer (helmet's policy): a Content-Security-Policy the built app runs
// under without inline scripts (Mantine injects <style> tags, so inline styles stay allowed), no
// framing, no MIME sniffing, a strict referrer policy, HSTS only on HTTPS answers, and no caching of
// API answers, which carry tokens and personal data. The policy depends on nothing in a request, so
// helmet computes it once at start-up into a list of headers: the hook below sets the list on each
// answer (rebuilding it for each request had been a noticeable part of an API request's time), and
// the answers written before routing (see ./errors) write the same list.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

const API_PREFIXES = ['/usr/', '/adm/', '/health'];
export const HSTS = 'max-age=31536000; includeSubDomains';

const isApi = (request: FastifyRequest) => API_PREFIXES.some((prefix) => request.url.startsWith(prefix));

/** The headers helmet sets for the policy, as name/value pairs. */
export function securityHeaders(connectSrc: string[]): HeaderList {
  const middleware = helmet({
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
    // pin itself to HTTPS; it is added per answer when the request came over HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  const headers: [string, string][] = [];
  const collector = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  let failure: unknown;
  middleware({} as never, collector as never, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

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
  { name: 'security-headers' },
);
