// Password recovery: email -> 6-digit code (10 minutes, 5 tries, once) -> new-password token
// (15 minutes, once) -> new password, which signs the user out everywhere.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { newPasswordTokens, passwordResetCodes, users } from '../../db/schema';
import type { Handlers } from '../../lib/handler-types';
import { HttpError, unprocessable } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { hashToken, minutes, newOtp, newToken } from '../../lib/tokens';
import { revokeUserSessions } from './sessions';

export const OTP_LIFETIME = minutes(10);
export const OTP_MAX_ATTEMPTS = 5;
export const NEW_PASSWORD_TOKEN_LIFETIME = minutes(15);

const SENT = 'If an account exists for this email, a 6-digit code has been sent to it.';
const INVALID_CODE = 'The code is invalid or has expired';
const TOO_MANY = 'Too many attempts. Please request a new code.';
const LINK_EXPIRED = 'The password reset link has expired. Please start again.';

export const recoveryHandlers: Handlers = {
  async initiateForgetPassword(request) {
    const { db, config, mailer } = request.server;
    const email = request.body.email.toLowerCase();
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    // The answer is the same either way, so the call cannot tell which emails have accounts.
    if (!user || !user.isActive) return { data: SENT };
    const code = newOtp();
    await db.transaction(async (tx) => {
      // A new code replaces any earlier one still open.
      await tx
        .update(passwordResetCodes)
        .set({ closedAt: new Date() })
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.closedAt)));
      await tx.insert(passwordResetCodes).values({
        userId: user.id,
        codeHash: hashToken(config.tokenSecret, `${user.id}:${code}`),
        expiresAt: new Date(Date.now() + OTP_LIFETIME),
      });
    });
    await mailer.send({
      to: user.email,
      subject: 'Your password reset code',
      text: `Your code is ${code}. It expires in 10 minutes. If you did not ask to reset your password, ignore this email.`,
    });
    return { data: SENT };
  },

  async claimOtp(request) {
    const { db, config } = request.server;
    const email = request.body.email.toLowerCase();
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user || !user.isActive) throw unprocessable(INVALID_CODE, 'otp');
    const [code] = await db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id))
      .orderBy(desc(passwordResetCodes.id))
      .limit(1);
    if (!code) throw unprocessable(INVALID_CODE, 'otp');
    if (code.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(429, TOO_MANY, 'otp');
    if (code.closedAt || code.expiresAt <= new Date()) throw unprocessable(INVALID_CODE, 'otp');

    if (code.codeHash !== hashToken(config.tokenSecret, `${user.id}:${request.body.otp}`)) {
      // Counted in the database, so simultaneous guesses cannot get past the limit.
      const [counted] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(eq(passwordResetCodes.id, code.id))
        .returning({ attempts: passwordResetCodes.attempts });
      const voided = (counted?.attempts ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS;
      if (voided)
        await db.update(passwordResetCodes).set({ closedAt: new Date() }).where(eq(passwordResetCodes.id, code.id));
      if (voided) throw new HttpError(429, TOO_MANY, 'otp');
      throw unprocessable(INVALID_CODE, 'otp');
    }

    const token = newToken('np');
    const expiresAt = new Date(Date.now() + NEW_PASSWORD_TOKEN_LIFETIME);
    const claimed = await db.transaction(async (tx) => {
      // Closing the code only if it is still open makes a second, simultaneous claim fail.
      const closed = await tx
        .update(passwordResetCodes)
        .set({ closedAt: new Date() })
        .where(and(eq(passwordResetCodes.id, code.id), isNull(passwordResetCodes.closedAt)))
        .returning({ id: passwordResetCodes.id });
      if (closed.length === 0) return false;
      await tx
        .insert(newPasswordTokens)
        .values({ userId: user.id, tokenHash: hashToken(config.tokenSecret, token), expiresAt });
      return true;
    });
    if (!claimed) throw unprocessable(INVALID_CODE, 'otp');
    return { data: { token, expires_at: expiresAt.toISOString() } };
  },

  async changePasswordWithToken(request) {
    const { db, config } = request.server;
    const passwordHash = await hashPassword(request.body.new_password);
    const changed = await db.transaction(async (tx) => {
      const [used] = await tx
        .update(newPasswordTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(newPasswordTokens.tokenHash, hashToken(config.tokenSecret, request.body.token)),
            isNull(newPasswordTokens.usedAt),
            gt(newPasswordTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: newPasswordTokens.userId });
      if (!used) return false;
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
      await revokeUserSessions(tx, used.userId);
      return true;
    });
    if (!changed) throw unprocessable(LINK_EXPIRED, 'token');
    return { data: 'Your password has been changed. Please sign in with the new password.' };
  },
};
