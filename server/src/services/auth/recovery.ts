// Password recovery: email -> 6-digit code (10 minutes, once) -> new-password token (15 minutes,
// once) -> new password, which signs the user out everywhere. Per account: at most 3 codes and 5
// wrong guesses an hour, whichever codes the guesses were for; every guess is judged with the
// account's row locked, so simultaneous guesses are counted one by one.
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newPasswordTokens, passwordResetCodes, users } from '../../db/schema';
import type { Handlers } from '../../lib/handler-types';
import { HttpError, unprocessable } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { securityEvent } from '../../lib/security-log';
import { hashToken, hours, minutes, newOtp, newToken } from '../../lib/tokens';
import { revokeUserSessions } from './sessions';
import { recordChange } from '../../lib/audit';

export const OTP_LIFETIME = minutes(10);
export const NEW_PASSWORD_TOKEN_LIFETIME = minutes(15);
export const RECOVERY_WINDOW = hours(1);
export const MAX_CODES_PER_WINDOW = 3;
export const MAX_WRONG_GUESSES_PER_WINDOW = 5;

const SENT = 'If an account exists for this email, a 6-digit code has been sent to it.';
const INVALID_CODE = 'The code is invalid or has expired';
const TOO_MANY = 'Too many attempts. Please request a new code.';
const LINK_EXPIRED = 'The password reset link has expired. Please start again.';

type ClaimOutcome = { ok: true } | { ok: false; tooMany: boolean; lockedNow?: boolean };

async function lockActiveUser(tx: DbOrTx, email: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email))
    .for('update');
  return user?.isActive ? user : undefined;
}

/** Issues a code unless the account had its share this hour; answers the code to mail, if any. */
function issueCode(db: DbOrTx, secret: string, email: string): Promise<{ to: string; code: string } | undefined> {
  return db.transaction(async (tx) => {
    const user = await lockActiveUser(tx, email);
    if (!user) return undefined;
    const since = new Date(Date.now() - RECOVERY_WINDOW);
    const issued = await tx.$count(
      passwordResetCodes,
      and(eq(passwordResetCodes.userId, user.id), gte(passwordResetCodes.createdAt, since)),
    );
    if (issued >= MAX_CODES_PER_WINDOW) return undefined;
    const code = newOtp();
    // A new code replaces any earlier one still open.
    await tx
      .update(passwordResetCodes)
      .set({ closedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.closedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: hashToken(secret, `${user.id}:${code}`),
      expiresAt: new Date(Date.now() + OTP_LIFETIME),
    });
    await recordChange(tx, { recordType: 'user', recordId: user.id, after: { event: 'recovery_code_sent' } });
    return { to: user.email, code };
  });
}

/** On the right code, closes it and stores the new-password token in the same transaction. */
function judgeGuess(
  db: DbOrTx,
  secret: string,
  guess: { email: string; otp: string },
  grant: { token: string; expiresAt: Date },
): Promise<ClaimOutcome> {
  const { email, otp } = guess;
  return db.transaction(async (tx): Promise<ClaimOutcome> => {
    const user = await lockActiveUser(tx, email);
    if (!user) return { ok: false, tooMany: false };
    const since = new Date(Date.now() - RECOVERY_WINDOW);
    const [wrong] = await tx
      .select({ total: sql<number>`coalesce(sum(${passwordResetCodes.attempts}), 0)`.mapWith(Number) })
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, user.id), gte(passwordResetCodes.createdAt, since)));
    if ((wrong?.total ?? 0) >= MAX_WRONG_GUESSES_PER_WINDOW) return { ok: false, tooMany: true };
    const [code] = await tx
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id))
      .orderBy(desc(passwordResetCodes.id))
      .limit(1);
    if (!code || code.closedAt || code.expiresAt <= new Date()) return { ok: false, tooMany: false };
    if (code.codeHash === hashToken(secret, `${user.id}:${otp}`)) {
      await tx.update(passwordResetCodes).set({ closedAt: new Date() }).where(eq(passwordResetCodes.id, code.id));
      await tx
        .insert(newPasswordTokens)
        .values({ userId: user.id, tokenHash: hashToken(secret, grant.token), expiresAt: grant.expiresAt });
      await recordChange(tx, { recordType: 'user', recordId: user.id, after: { event: 'recovery_code_accepted' } });
      return { ok: true };
    }
    const lockedNow = (wrong?.total ?? 0) + 1 >= MAX_WRONG_GUESSES_PER_WINDOW;
    await tx
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1`, ...(lockedNow ? { closedAt: new Date() } : {}) })
      .where(eq(passwordResetCodes.id, code.id));
    await recordChange(tx, { recordType: 'user', recordId: user.id, after: { event: 'recovery_code_refused' } });
    return { ok: false, tooMany: lockedNow, lockedNow };
  });
}

export const recoveryHandlers: Handlers = {
  async initiateForgetPassword(request) {
    const { db, config, mailer, backgroundJobs } = request.server;
    const email = request.body.email.toLowerCase();
    // The answer leaves before any account is looked up, so its timing tells nothing either.
    backgroundJobs.run('password reset code', async () => {
      const issued = await issueCode(db, config.tokenSecret, email);
      if (!issued) return;
      await mailer.send({
        to: issued.to,
        subject: 'Your password reset code',
        text: `Your code is ${issued.code}. It expires in 10 minutes. If you did not ask to reset your password, ignore this email.`,
      });
    });
    return { data: SENT };
  },

  async claimOtp(request) {
    const { db, config } = request.server;
    const email = request.body.email.toLowerCase();
    const token = newToken('np');
    const expiresAt = new Date(Date.now() + NEW_PASSWORD_TOKEN_LIFETIME);
    const outcome = await judgeGuess(db, config.tokenSecret, { email, otp: request.body.otp }, { token, expiresAt });
    if (!outcome.ok) {
      if (outcome.lockedNow) securityEvent(request, 'reset_code_locked', { email });
      if (outcome.tooMany) throw new HttpError(429, TOO_MANY, 'otp', { 'retry-after': String(RECOVERY_WINDOW / 1000) });
      throw unprocessable(INVALID_CODE, 'otp');
    }
    return { data: { token, expires_at: expiresAt.toISOString() } };
  },

  async changePasswordWithToken(request) {
    const { db, config } = request.server;
    const passwordHash = await hashPassword(request.body.new_password);
    const userId = await db.transaction(async (tx) => {
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
      if (!used) return undefined;
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
      await revokeUserSessions(tx, used.userId);
      await recordChange(tx, { recordType: 'user', recordId: used.userId, after: { event: 'password_reset' } });
      return used.userId;
    });
    if (!userId) throw unprocessable(LINK_EXPIRED, 'token');
    securityEvent(request, 'password_reset', { user_id: userId });
    return { data: 'Your password has been changed. Please sign in with the new password.' };
  },
};
