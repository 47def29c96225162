// Shifts under simultaneous requests. On PostgreSQL the requests really run in parallel; on PGlite
// one at a time. Either way a register holds one open shift, and nothing lands in a shift once it is
// closed: a pay-out or a cash payment racing the closing is either in the figures frozen at closing
// or refused.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, shiftCashMovements, shifts } from '../../src/db/schema';
import { OPEN_A_SHIFT_FIRST, requireOpenShift } from '../../src/services/shifts/drawer';
import { makeOrder } from '../helpers/sales';
import { newRegister } from '../helpers/shifts';
import { build } from '../helpers/test-app';

const t = await build();
const BANDUNG = t.outletId['Bandung Dago']!;
const cashier = await t.asUser(['view_admin_shift'], BANDUNG);
const other = await t.newUser({ roles: [{ role: cashier.role.name, outlet: BANDUNG }] });

const open = (token: string, register: string) =>
  t.raw('POST', '/adm/v1/shifts', {
    token,
    body: { outlet_id: BANDUNG, register, opening_float: 500_000 },
  });

async function openShift(): Promise<number> {
  const res = await open(cashier.token, await newRegister(t, BANDUNG));
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

/** Both at once, the first asked first or second by turns. */
const race = <A, B>(first: () => Promise<A>, second: () => Promise<B>, round: number): Promise<[A, B]> =>
  round % 2 ? Promise.all([first(), second()]) : Promise.all([second(), first()]).then(([b, a]): [A, B] => [a, b]);

const close = (id: number) =>
  t.raw('POST', `/adm/v1/shifts/${id}/close`, { token: other.token, body: { counted_cash: 500_000 } });

describe('shifts under simultaneous requests', () => {
  it('opens one shift when two open the same register at once', async () => {
    for (let round = 0; round < 5; round++) {
      const register = await newRegister(t, BANDUNG);
      const answers = await Promise.all([open(cashier.token, register), open(other.token, register)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
      const refused = answers.find((res) => res.status === 422)!;
      expect(refused.body.errors[0]).toEqual({ detail: `${register} already has an open shift`, field: 'register' });
      const opened = await t.app.db.select({ id: shifts.id }).from(shifts).where(eq(shifts.register, register));
      expect(opened).toHaveLength(1);
    }
  });

  it('never lands a pay-out in a closed shift', async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < 8; round++) {
      const id = await openShift();
      const payOut = () =>
        t.raw('POST', `/adm/v1/shifts/${id}/cash-movements`, {
          token: cashier.token,
          body: { type: 'pay_out', amount: 100_000, reason: 'Ice from the market' },
        });
      const [moved, closed] = await race(payOut, () => close(id), round);
      expect(closed.status, closed.text).toBe(200);
      outcomes.add(moved.status);
      const [shift] = await t.app.db.select().from(shifts).where(eq(shifts.id, id));
      const movements = await t.app.db.select().from(shiftCashMovements).where(eq(shiftCashMovements.shiftId, id));
      if (moved.status === 201) {
        // In before the closing: frozen in its expected cash.
        expect(movements).toHaveLength(1);
        expect(shift!.expectedCash).toBe(400_000);
        expect(movements[0]!.createdAt.getTime()).toBeLessThanOrEqual(shift!.closedAt!.getTime());
      } else {
        expect(moved.status).toBe(422);
        expect(moved.body.errors[0]).toEqual({ detail: 'This shift is closed', field: 'shift_id' });
        expect(movements).toEqual([]);
        expect(shift!.expectedCash).toBe(500_000);
      }
      expect(shift!.variance).toBe(shift!.countedCash! - shift!.expectedCash!);
    }
    expect([...outcomes].every((status) => status === 201 || status === 422)).toBe(true);
  });

  it('puts a cash payment racing the closing either in the frozen figures or nowhere', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await openShift();
      const [register] = await t.app.db
        .select({ register: shifts.register })
        .from(shifts)
        .where(eq(shifts.id, id))
        .then((rows) => rows.map((row) => row.register));
      const { invoice } = await makeOrder(t.app.db, t.seed, { outletId: BANDUNG });
      // A cash sale as the counter takes one: the register's open shift locked while it is paid.
      const pay = () =>
        t.app.db
          .transaction(async (tx) => {
            const shiftId = await requireOpenShift(tx, BANDUNG, register!, 'register');
            await tx
              .update(invoices)
              .set({ status: 100, paidAt: new Date(), amount: 70_000, counterMethod: 'cash', shiftId })
              .where(eq(invoices.id, invoice.id));
            return 'paid' as const;
          })
          .catch((error: Error) => {
            expect(error.message).toBe(OPEN_A_SHIFT_FIRST);
            return 'refused' as const;
          });
      const [paid, closed] = await race(pay, () => close(id), round);
      expect(closed.status, closed.text).toBe(200);
      const [shift] = await t.app.db.select().from(shifts).where(eq(shifts.id, id));
      expect(shift!.expectedCash).toBe(paid === 'paid' ? 570_000 : 500_000);
      const [after] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect(after!.shiftId).toBe(paid === 'paid' ? id : null);
    }
  });
});
