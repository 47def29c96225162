// The customer app's sign-in: a 6-digit code sent to the customer's phone through the message port
// (5 minutes, 5 tries; a new code replaces the number's earlier one), traded for a customer token. A
// number signing in for the first time becomes a customer. Every guess is judged with the number's
// latest code locked, so simultaneous guesses are counted one by one.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerOtps, customers } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { HttpError, unprocessable } from '../../lib/http-error';
import { hashToken, minutes, newOtp } from '../../lib/tokens';
import type { MessagePort } from './message-port';
import { createCustomerSession } from './sessions';

export const CUSTOMER_OTP_LIFETIME = minutes(5);
export const CUSTOMER_OTP_TRIES = 5;
export const WRONG_CODE = 'The code is wrong or has expired';
export const NOT_SENT = 'The code could not be sent. Please try again.';

const codeHash = (secret: string, phone: string, code: string) => hashToken(secret, `${phone}:${code}`);

/** Sends a new code to `phone` (stored form); answers when it expires. */
export async function sendSignInCode(
  db: Db,
  secret: string,
  port: MessagePort,
  phone: string,
  log: { error(data: object, message: string): void },
): Promise<Date> {
  const code = newOtp();
  const expiresAt = new Date(Date.now() + CUSTOMER_OTP_LIFETIME);
  await db.transaction(async (tx) => {
    await tx
      .update(customerOtps)
      .set({ closedAt: new Date() })
      .where(and(eq(customerOtps.phoneNumber, phone), isNull(customerOtps.closedAt)));
    const [sent] = await tx
      .insert(customerOtps)
      .values({ phoneNumber: phone, codeHash: codeHash(secret, phone, code), expiresAt })
      .returning({ id: customerOtps.id });
    // The code's row, never the number: the trail outlives an erasure.
    await recordChange(tx, {
      recordType: 'session',
      recordId: `otp-${sent!.id}`,
      after: { event: 'customer_code_sent' },
    });
  });
  try {
    await port.send({
      to: phone,
      text: `Your Teahouse sign-in code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
    });
  } catch (error) {
    // The provider's reason goes to the log (never the text, which holds the code); the customer asks again.
    log.error({ err: error, port: port.id }, 'a sign-in code could not be sent');
    throw new HttpError(502, NOT_SENT);
  }
  return expiresAt;
}

type Judged = { ok: true; customerId: number } | { ok: false };

/** On the right code: closes it and finds or makes the number's customer, in one transaction. */
function judgeCode(db: Db, secret: string, phone: string, otp: string, name: string | null): Promise<Judged> {
  return db.transaction(async (tx): Promise<Judged> => {
    const [code] = await tx
      .select()
      .from(customerOtps)
      .where(eq(customerOtps.phoneNumber, phone))
      .orderBy(desc(customerOtps.id))
      .limit(1)
      .for('update');
    if (!code || code.closedAt || code.expiresAt <= new Date()) return { ok: false };
    if (code.codeHash !== codeHash(secret, phone, otp)) {
      const attempts = code.attempts + 1;
      await tx
        .update(customerOtps)
        .set({ attempts, ...(attempts >= CUSTOMER_OTP_TRIES ? { closedAt: new Date() } : {}) })
        .where(eq(customerOtps.id, code.id));
      return { ok: false };
    }
    await tx.update(customerOtps).set({ closedAt: new Date() }).where(eq(customerOtps.id, code.id));
    const [known] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.phoneNumber, phone), isNull(customers.erasedAt)));
    if (known) return { ok: true, customerId: known.id };
    const [created] = await tx
      .insert(customers)
      .values({ name, phoneNumber: phone })
      .onConflictDoUpdate({ target: customers.phoneNumber, set: { phoneNumber: phone } })
      .returning({ id: customers.id });
    // Who signed up, not their name or number: the trail outlives an erasure.
    await recordChange(tx, { recordType: 'customer', recordId: created!.id, after: { event: 'signed_up' } });
    return { ok: true, customerId: created!.id };
  });
}

/** Trades a right code for a customer token; a wrong, spent or expired one answers 422 on `otp`. */
export async function signInWithCode(db: Db, secret: string, phone: string, otp: string, name: string | null) {
  const judged = await judgeCode(db, secret, phone, otp.trim(), name);
  if (!judged.ok) throw unprocessable(WRONG_CODE, 'otp');
  const session = await db.transaction(async (tx) => {
    const created = await createCustomerSession(tx, secret, judged.customerId);
    await recordChange(tx, {
      recordType: 'customer',
      recordId: judged.customerId,
      after: { event: 'customer_signed_in' },
    });
    return created;
  });
  return { ...session, customerId: judged.customerId };
}
