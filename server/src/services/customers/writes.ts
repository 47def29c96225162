// Staff adjusting a member's points (contract: adjustCustomerPoints): an `adjusted` entry with the
// reason, the balance changed in the same transaction under the customer row's lock (the lock a
// sale's completion or cancellation takes after its order and invoice, services/sales/apply), and
// the audit trail's entry with the balance before and after. Only a user who manages users at every
// outlet adjusts: a member's points are the chain's, not an outlet's.
import { eq, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { customers, pointEntries } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import type { SignedInUser } from '../../lib/current-user';
import { notFound, unprocessable } from '../../lib/http-error';
import { reachOf } from '../../lib/outlet-access';
import { PrivilegeRefused } from '../../lib/privileges';
import { ledgerOf } from './queries';

type PointsAdjustmentInput = components['schemas']['PointsAdjustmentInput'];
type PointsAdjustment = components['schemas']['PointsAdjustment'];

export const ADJUST_REFUSED = "Only a user who manages users at every outlet can adjust a member's points";
export const ZERO_POINTS = 'Points must not be 0';
export const REASON_REQUIRED = 'Give a reason of 3 to 200 characters';
export const ERASED = "This customer's data was erased";
export const belowZero = (balance: number) => `The balance cannot go below 0 (it is ${balance} points)`;

export async function adjustCustomerPoints(
  db: DbOrTx,
  actor: Pick<SignedInUser, 'userId' | 'grants'>,
  customerId: number,
  input: PointsAdjustmentInput,
): Promise<PointsAdjustment> {
  if (!reachOf(actor.grants, ['view_admin_user']).all) throw new PrivilegeRefused(ADJUST_REFUSED);
  const reason = input.reason.trim();
  if (input.points === 0) throw unprocessable(ZERO_POINTS, 'points');
  if (reason.length < 3 || reason.length > 200) throw unprocessable(REASON_REQUIRED, 'reason');
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, balance: customers.pointsBalance, erasedAt: customers.erasedAt })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!customer) throw notFound('Customer');
    if (customer.erasedAt !== null) throw unprocessable(ERASED, 'points');
    const balance = customer.balance + input.points;
    if (balance < 0) throw unprocessable(belowZero(customer.balance), 'points');
    const [entry] = await tx
      .insert(pointEntries)
      .values({ customerId, kind: 'adjusted', points: input.points, reason, createdBy: actor.userId })
      .returning({ id: pointEntries.id });
    await tx
      .update(customers)
      .set({ pointsBalance: sql`${customers.pointsBalance} + ${input.points}` })
      .where(eq(customers.id, customerId));
    await recordChange(tx, {
      recordType: 'customer',
      recordId: customerId,
      before: { pointsBalance: customer.balance },
      after: { pointsBalance: balance, pointsAdjusted: input.points, reason },
    });
    const [written] = await ledgerOf(tx, customerId, 1, 0, entry!.id);
    return { entry: written!, points_balance: balance };
  });
}
