// The customer's own data: read, renamed, and erased on request (UU PDP 27/2022). Erasure removes the
// name and number, ends every token of the customer and keeps the orders, no longer tied to a person.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import type { components } from '../../../../generated/app/schema';
import { recordChange } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/http-error';
import { revokeCustomerSessions } from '../customer-auth/sessions';

type AppCustomer = components['schemas']['AppCustomer'];

export async function customerProfile(db: DbOrTx, customerId: number): Promise<AppCustomer> {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone_number: customers.phoneNumber,
      points_balance: customers.pointsBalance,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  // A signed-in customer is never erased (erasure ends the token), so the number is there.
  if (!row?.phone_number) throw notFound('Customer');
  return { ...row, phone_number: row.phone_number };
}

export async function renameCustomer(db: Db, customerId: number, name: string): Promise<AppCustomer> {
  const trimmed = name.trim();
  if (!trimmed) throw unprocessable('Name is required', 'name');
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ name: trimmed }).where(eq(customers.id, customerId));
    // That the name changed, not the name: an erasure could not reach it in the trail.
    await recordChange(tx, { recordType: 'customer', recordId: customerId, after: { event: 'renamed' } });
  });
  return customerProfile(db, customerId);
}

export async function eraseCustomer(db: Db, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ name: null, phoneNumber: null, email: null, erasedAt: new Date() })
      .where(eq(customers.id, customerId));
    await revokeCustomerSessions(tx, customerId);
    // That it happened, never what was erased.
    await recordChange(tx, { recordType: 'customer', recordId: customerId, after: { event: 'erased' } });
  });
}
