// Who is asking: the signed-in user the security handler found for a request, and the answers given
// when there is none or they may not do what they ask.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import type { AdminScope } from './scopes';

/** A role a user holds: its scopes, and the outlet it is held at (null for ADMIN roles: every outlet). */
export interface Grant {
  outletId: number | null;
  scopes: string[];
}

export interface SignedInUser {
  sessionId: number;
  userId: number;
  scopes: AdminScope[];
  /** Holds at least one ADMIN role (roles that apply at every outlet). */
  adminRole: boolean;
  /** The roles behind `scopes`, each with where it holds (per-outlet access reads these). */
  grants: Grant[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the security handler. */
    auth: SignedInUser | null;
    /** Resolved once per request, because several security alternatives each check it. */
    authLookup?: Promise<SignedInUser | null>;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const FORBIDDEN = 'You do not have permission to do this.';

/** The signed-in user of a request that passed the security handler. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.auth) throw new HttpError(401, SIGN_IN_REQUIRED);
  return request.auth;
}
