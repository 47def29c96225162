// /usr/v1 sign-in, session, password change and devices.
import { asc, eq } from 'drizzle-orm';
import { devices, users } from '../../db/schema';
import type { Handlers } from '../../lib/handler-types';
import { HttpError, unprocessable } from '../../lib/http-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { currentUser } from '../../lib/current-user';
import { recoveryHandlers } from './recovery';
import { createSession, revokeSession } from './sessions';

const INVALID_CREDENTIALS = 'Invalid email or password';

export const authHandlers: Handlers = {
  async login(request) {
    const { db, config } = request.server;
    const email = request.body.email.toLowerCase();
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    const matches = await verifyPassword(request.body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !matches) throw new HttpError(401, INVALID_CREDENTIALS);
    if (!user.isActive) throw new HttpError(401, 'This account is inactive. Please contact an administrator.');
    const session = await createSession(db, config.tokenSecret, user.id);
    return { data: { token: session.token, expires_at: session.expiresAt.toISOString() } };
  },

  async logout(request) {
    await revokeSession(request.server.db, currentUser(request).sessionId);
    return { data: 'Signed out' };
  },

  async getInfo(request) {
    const { db } = request.server;
    const auth = currentUser(request);
    const [[user], rows] = await Promise.all([
      db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, auth.userId))
        .limit(1),
      db.select().from(devices).where(eq(devices.userId, auth.userId)).orderBy(asc(devices.id)),
    ]);
    if (!user) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    return {
      data: { id: user.id, name: user.name, email: user.email, devices: rows.map(toDevice), admin_scope: auth.scopes },
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
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
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
      deviceType: body.device_type,
      token: body.token,
      appVersion: body.app_version,
      deviceId: body.device_id,
    };
    // Registering the same push token again (a browser that signed in again, perhaps as someone
    // else) updates the one device row instead of adding another.
    const [device] = await db
      .insert(devices)
      .values(values)
      .onConflictDoUpdate({ target: devices.token, set: { ...values, updatedAt: new Date() } })
      .returning();
    return { data: toDevice(device!) };
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
