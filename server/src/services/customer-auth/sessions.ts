// Customer tokens: 30 days, revoked when the customer's data is erased. A customer token is looked
// up only among customer sessions and a staff token only among staff sessions, so neither opens the
// other's operations.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, customerSessions } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { DAY } from '../../lib/jakarta-time';

export const CUSTOMER_SESSION_LIFETIME = 30 * DAY;

export interface SignedInCustomer {
  sessionId: number;
  customerId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set by the customerAuth security handler. */
    customer?: SignedInCustomer;
  }
}

export async function createCustomerSession(db: DbOrTx, secret: string, customerId: number) {
  const token = newToken('ct');
  const expiresAt = new Date(Date.now() + CUSTOMER_SESSION_LIFETIME);
  await db.insert(customerSessions).values({ customerId, tokenHash: hashToken(secret, token), expiresAt });
  return { token, expiresAt };
}

/** The live session of a customer token; null when unknown, expired, revoked or the customer erased. */
export async function resolveCustomerSession(
  db: DbOrTx,
  secret: string,
  token: string,
): Promise<SignedInCustomer | null> {
  const [row] = await db
    .select({ sessionId: customerSessions.id, customerId: customerSessions.customerId })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(secret, token)),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, sql`now()`),
        isNull(customers.erasedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeCustomerSessions(db: DbOrTx, customerId: number) {
  await db
    .update(customerSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
}
