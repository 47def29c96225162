// Sign-in sessions: a token that lasts 10 hours, revoked by logout, a password change or deactivation.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, sessions, userRoles, users } from '../../db/schema';
import { hashToken, hours, newToken } from '../../lib/tokens';
import type { SignedInUser } from '../../lib/current-user';
import { ADMIN_SCOPES } from '../../lib/scopes';

export const SESSION_LIFETIME = hours(10);

export async function createSession(db: DbOrTx, secret: string, userId: number) {
  const token = newToken('tk');
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(secret, token), expiresAt });
  return { token, expiresAt };
}

/** The live session a token belongs to, or null when it is unknown, expired, revoked or the user is inactive. */
export async function resolveSession(db: DbOrTx, secret: string, token: string): Promise<SignedInUser | null> {
  // One round trip: this runs on every signed-in request.
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      scopes: sql<string[]>`array(
        select distinct unnest(${roles.scopes}) from ${userRoles}
        join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${sessions.userId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(secret, token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const held = new Set(row.scopes);
  return { sessionId: row.sessionId, userId: row.userId, scopes: ADMIN_SCOPES.filter((scope) => held.has(scope)) };
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: DbOrTx, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
