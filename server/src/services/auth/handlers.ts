// /usr/v1 sign-in, session, password change and devices.
import { asc, eq, isNull, not, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import { devices, users } from '../../db/schema';
import type { Handlers } from '../../lib/handler-types';
import { conflict, HttpError, tooManyRequests, unprocessable } from '../../lib/http-error';
import { inLiveSession } from '../../lib/live-sessions';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { currentUser } from '../../lib/current-user';
import { reachableOutlets } from '../../lib/outlet-access';
import { securityEvent } from '../../lib/security-log';
import { minutes } from '../../lib/tokens';
import { recoveryHandlers } from './recovery';
import { createSession, revokeSession, revokeUserSessions } from './sessions';
import { actingAs, currentActor, recordChange } from '../../lib/audit';

const INVALID_CREDENTIALS = 'Invalid email or password';
const LOCKED = 'Too many failed sign-ins. Please wait and try again later.';
const DEVICE_TAKEN = 'This browser receives the notifications of another signed-in user until they sign out';

/** Failed sign-ins an account may have in the window before it is locked until the window ends. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_FAILURE_WINDOW = minutes(15);

// The session's own details are read each time the app opens: their queries are built once (see builtOnce).
const profileQuery = builtOnce((db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(''),
);
const devicesQuery = builtOnce((db) =>
  db
    .select()
    .from(devices)
    .where(eq(devices.sessionId, sql.placeholder('sessionId')))
    .orderBy(asc(devices.id))
    .prepare(''),
);

export const authHandlers: Handlers = {
  async login(request) {
    const { db, config, throttles } = request.server;
    const email = request.body.email.toLowerCase();
    // Counted per account whoever guesses, so spreading guesses over addresses does not help.
    const failuresKey = `sign-in-failures:${email}`;
    const failures = await throttles.peek(failuresKey);
    if (failures.count >= SIGN_IN_MAX_FAILURES) {
      securityEvent(request, 'sign_in_locked', { email });
      throw tooManyRequests(LOCKED, failures.retryAfterMs);
    }
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    const matches = await verifyPassword(request.body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    // An inactive account answers as a wrong password does, so the answer confirms nothing.
    if (!user || !matches || !user.isActive) {
      const counted = await throttles.hit(failuresKey, SIGN_IN_FAILURE_WINDOW);
      const reason = !user ? 'unknown_account' : !matches ? 'wrong_password' : 'inactive_account';
      securityEvent(request, 'sign_in_failed', { email, reason, failures: counted.count });
      if (counted.count === SIGN_IN_MAX_FAILURES) securityEvent(request, 'sign_in_locked', { email });
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    // The sign-in is recorded as the user it signs in; the secret (the token) never.
    const session = await actingAs({ ...currentActor(), actor: 'user', userId: user.id }, () =>
      db.transaction(async (tx) => {
        const created = await createSession(tx, config.tokenSecret, user.id);
        await recordChange(tx, { recordType: 'session', recordId: user.id, after: { event: 'signed_in' } });
        return created;
      }),
    );
    return { data: { token: session.token, expires_at: session.expiresAt.toISOString() } };
  },

  async logout(request) {
    // Outside a transaction, as before (a retry is 401: the session is gone); two statements.
    await revokeSession(request.server.db, currentUser(request).sessionId);
    await recordChange(request.server.db, {
      recordType: 'session',
      recordId: currentUser(request).userId,
      after: { event: 'signed_out' },
    });
    return { data: 'Signed out' };
  },

  async getInfo(request) {
    const { db } = request.server;
    const auth = currentUser(request);
    const [[user], rows, outlets] = await Promise.all([
      profileQuery(db).execute({ userId: auth.userId }),
      devicesQuery(db).execute({ sessionId: auth.sessionId }),
      reachableOutlets(request),
    ]);
    if (!user) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    return {
      data: {
        id: user.id,
        name: user.name,
        email: user.email,
        devices: rows.map(toDevice),
        admin_scope: auth.scopes,
        outlets,
      },
    };
  },

  async changePassword(request) {
    const { db } = request.server;
    const auth = currentUser(request);
    const { current_password, new_password } = request.body;
    const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
    if (!user || !(await verifyPassword(current_password, user.passwordHash))) {
      throw unprocessable('Current password is incorrect', 'current_password');
    }
    if (current_password === new_password) {
      throw unprocessable('New password must be different from current password', 'new_password');
    }
    const passwordHash = await hashPassword(new_password);
    // The user's other sessions end with the old password; the one that asked goes on.
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, auth.sessionId);
      await recordChange(tx, { recordType: 'user', recordId: user.id, after: { event: 'password_changed' } });
    });
    securityEvent(request, 'password_changed', { user_id: user.id });
    return { data: 'Password changed' };
  },

  async registerDevice(request) {
    const { db } = request.server;
    const auth = currentUser(request);
    const body = request.body;
    if (body.user_id !== auth.userId)
      throw new HttpError(403, 'A device can only be registered for yourself', 'user_id');
    const values = {
      userId: auth.userId,
      sessionId: auth.sessionId,
      deviceType: body.device_type,
      token: body.token,
      appVersion: body.app_version,
      deviceId: body.device_id,
    };
    // A push token is one browser. Registered again, it follows the session that registers it: the
    // same user's (a new sign-in), or another user's once the session that holds it has ended (a
    // shared counter browser after its last user signed out). While another user's session holds
    // it, it stays theirs: taking it would send their pushes elsewhere. One statement decides on
    // the locked row, so two sessions registering one token at once cannot both get it.
    const [device] = await db
      .insert(devices)
      .values(values)
      .onConflictDoUpdate({
        target: devices.token,
        set: { ...values, updatedAt: new Date() },
        setWhere: or(
          eq(devices.userId, auth.userId),
          isNull(devices.sessionId),
          not(inLiveSession(db, devices.sessionId)),
        ),
      })
      .returning();
    if (!device) throw conflict(DEVICE_TAKEN, 'token');
    // The push token is a secret: only the device's kind and id are recorded.
    await recordChange(db, {
      recordType: 'session',
      recordId: auth.userId,
      after: { event: 'device_registered', device_id: device.deviceId, app_version: device.appVersion },
    });
    return { data: toDevice(device) };
  },

  ...recoveryHandlers,
};

function toDevice(row: typeof devices.$inferSelect) {
  return {
    id: row.id,
    device_type: row.deviceType as 'web',
    token: row.token,
    app_version: row.appVersion,
    device_id: row.deviceId as 'web-chrome',
    user_id: row.userId,
  };
}
