// What keeps a session live: not revoked (logout, password change, deactivation), younger than its
// lifetime, used within the idle timeout, its user active. The session lookup of every request
// and what follows a session (the push devices it registered) judge it by this one rule.
import { and, eq, gt, inArray, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { hours } from './tokens';

export const SESSION_LIFETIME = hours(10);
export const SESSION_IDLE_TIMEOUT = hours(2);

type Instant = Date | SQLWrapper;

/** The condition on `sessions` joined with `users`; the times as values or placeholders. */
export function isLiveSession(now: Instant, idleSince: Instant): SQL {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, idleSince),
    eq(users.isActive, true),
  )!;
}

/** True where `sessionId` names a live session (a null names none). */
export function inLiveSession(
  db: DbOrTx,
  sessionId: SQLWrapper,
  now: Instant = new Date(),
  idleSince: Instant = new Date(Date.now() - SESSION_IDLE_TIMEOUT),
): SQL {
  return inArray(
    sessionId,
    db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(isLiveSession(now, idleSince)),
  );
}
