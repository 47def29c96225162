// The shape of a request throttle: what is counted for a request, how many in what window.
// Services say which operations are throttled; the throttles plugin counts and answers 429.
import type { FastifyRequest } from 'fastify';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  /** What is counted for this request, or undefined to leave it uncounted. */
  key: (request: FastifyRequest) => string | undefined;
}

/** Operations and the limits each request to them is counted against, in order. */
export type ThrottledOperations = Record<string, Limit[]>;
