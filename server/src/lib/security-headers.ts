// The security headers of every answer (helmet's policy): a Content-Security-Policy the built app
// runs under without inline scripts (Mantine injects <style> tags, so inline styles stay allowed), no
// framing, no MIME sniffing, a strict referrer policy, and HSTS only on HTTPS answers. The policy
// depends on nothing in a request, so helmet computes it once at start-up into a list of headers:
// plugins/external/helmet sets the list on each answer (rebuilding it for each request had been a
// noticeable part of an API request's time), and the answers written before routing (see
// ./error-envelope) write the same list.
import helmet from 'helmet';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

export const HSTS = 'max-age=31536000; includeSubDomains';

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
