// Sign-in sessions: a token that lasts 10 hours and ends sooner after 2 hours without use, or when
// revoked by logout, a password change or deactivation.
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { roles, sessions, userRoles, users } from '../../db/schema';
import type { Grant, SignedInUser } from '../../lib/current-user';
import { isLiveSession, SESSION_IDLE_TIMEOUT, SESSION_LIFETIME } from '../../lib/live-sessions';
import { ADMIN_SCOPES } from '../../lib/scopes';
import { hashToken, minutes, newToken } from '../../lib/tokens';

export { SESSION_IDLE_TIMEOUT, SESSION_LIFETIME };
/** How stale `last_used_at` may get before a request moves it: one write a minute per session at most. */
export const LAST_USED_PRECISION = minutes(1);

export async function createSession(db: DbOrTx, secret: string, userId: number) {
  const token = newToken('tk');
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(secret, token), expiresAt })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

/** The query behind every signed-in request (see builtOnce). */
const sessionQuery = builtOnce((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      // Each role the user holds, with the outlet it is held at (null for ADMIN roles, which hold
      // everywhere): the scopes, and where each reaches, in the same round trip as the session.
      grants: sql<(Grant & { admin: boolean })[]>`coalesce((
        select json_agg(json_build_object(
          'outletId', case when ${roles.type} = 'ADMIN' then null else ${userRoles.outletId} end,
          'scopes', ${roles.scopes},
          'admin', ${roles.type} = 'ADMIN'))
        from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${sessions.userId}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isLiveSession(sql.placeholder('now'), sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare(''),
);

/**
 * The live session a token belongs to, or null when it is unknown, expired, idle too long, revoked
 * or the user is inactive. One query reads it; a second, at most once a minute, marks it used.
 */
export async function resolveSession(db: DbOrTx, secret: string, token: string): Promise<SignedInUser | null> {
  const now = Date.now();
  // Times go as the query builder sends a timestamp column's values.
  const [row] = await sessionQuery(db).execute({
    tokenHash: hashToken(secret, token),
    now: new Date(now).toISOString(),
    idleSince: new Date(now - SESSION_IDLE_TIMEOUT).toISOString(),
  });
  if (!row) return null;
  if (now - row.lastUsedAt.getTime() >= LAST_USED_PRECISION) await markUsed(db, row.sessionId, now);
  const held = new Set(row.grants.flatMap((grant) => grant.scopes));
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    scopes: ADMIN_SCOPES.filter((scope) => held.has(scope)),
    adminRole: row.grants.some((grant) => grant.admin),
    grants: row.grants.map(({ outletId, scopes }) => ({ outletId, scopes })),
  };
}

// Conditional, so simultaneous requests of one session write once.
async function markUsed(db: DbOrTx, sessionId: number, now: number) {
  await db
    .update(sessions)
    .set({ lastUsedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, new Date(now - LAST_USED_PRECISION))));
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user, or every one but `keep` (the session that asked). */
export async function revokeUserSessions(db: DbOrTx, userId: number, keep?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}
