// Where a shift meets the money: the open shift at a register that a payment or a refund goes into,
// and what each shift took per payment method. A payment or refund locks its shift's row FOR SHARE in
// its own transaction and closing locks it FOR UPDATE, so nothing slips into a shift while it closes.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  invoices,
  outlets,
  paymentGateways,
  shiftCashMovements,
  shifts,
  type CounterPaymentMethod,
} from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { InvoiceStatus as INVOICE } from '../../../../generated/model/invoiceStatus';
import { expectedCash, type CashFigures } from './cash';

/** The refusal of cash taken or given back with no open shift at the register. */
export const OPEN_A_SHIFT_FIRST = 'Open a shift first';

/** The open shift at an outlet's register, locked against closing until the caller's transaction ends. */
export async function lockOpenShift(tx: DbOrTx, outletId: number, register: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.outletId, outletId), eq(shifts.register, register), eq(shifts.status, 'OPEN')))
    .for('share');
  return row?.id ?? null;
}

/** As lockOpenShift, refusing with "Open a shift first" naming `field` when the register has none. */
export async function requireOpenShift(tx: DbOrTx, outletId: number, register: string, field: string) {
  const id = await lockOpenShift(tx, outletId, register);
  if (id === null) throw unprocessable(OPEN_A_SHIFT_FIRST, field);
  return id;
}

export type ShiftMethod = CounterPaymentMethod | 'gateway';

export interface MethodTotal {
  method: ShiftMethod;
  paymentGatewayId: number | null;
  /** The gateway's payment method name; null for the counter's own methods. */
  name: string | null;
  paymentCount: number;
  amount: number;
  refundAmount: number;
}

export interface ShiftFigures {
  cash: CashFigures & { saleCount: number };
  expected: number;
  /** Cash first, then card, static QRIS, then each gateway by name. */
  methods: MethodTotal[];
}

const METHOD_ORDER: ShiftMethod[] = ['cash', 'card', 'qris_static', 'gateway'];

/**
 * Each shift's figures: the payments taken at its register while it was open (paid up to its
 * closing), per method; cash refunds paid from its drawer; and its pay-ins, pay-outs and safe drops.
 */
export async function shiftFigures(db: DbOrTx, shiftIds: readonly number[]): Promise<Map<number, ShiftFigures>> {
  const figures = new Map<number, ShiftFigures>();
  if (shiftIds.length === 0) return figures;
  const ids = sql.join(
    shiftIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [payments, cashRefunds, movements] = await Promise.all([
    rowsOf<{
      shift_id: number;
      method: ShiftMethod;
      gateway_id: number | null;
      name: string | null;
      n: string;
      amount: string;
      refunded: string;
    }>(
      db,
      sql`select i.shift_id, coalesce(i.counter_method, 'gateway') as method,
            case when i.counter_method is null then i.payment_gateway_id end as gateway_id,
            case when i.counter_method is null then g.name end as name,
            count(*) as n, sum(i.amount) as amount,
            coalesce(sum(i.amount) filter (where i.status = ${INVOICE.REFUNDED} and i.counter_method is distinct from 'cash'), 0) as refunded
          from ${invoices} i
          join ${shifts} s on s.id = i.shift_id
          left join ${paymentGateways} g on g.id = i.payment_gateway_id
          where i.shift_id in (${ids}) and i.status in (${INVOICE.PAID}, ${INVOICE.REFUNDED})
            and (s.closed_at is null or i.paid_at <= s.closed_at)
          group by 1, 2, 3, 4`,
    ),
    rowsOf<{ shift_id: number; amount: string }>(
      db,
      sql`select refund_shift_id as shift_id, sum(amount) as amount from ${invoices}
          where refund_shift_id in (${ids}) and status = ${INVOICE.REFUNDED} and counter_method = 'cash'
          group by 1`,
    ),
    rowsOf<{ shift_id: number; type: string; amount: string }>(
      db,
      sql`select shift_id, type, sum(amount) as amount from ${shiftCashMovements}
          where shift_id in (${ids}) group by 1, 2`,
    ),
  ]);
  const floats = await db
    .select({ id: shifts.id, openingFloat: shifts.openingFloat })
    .from(shifts)
    .where(sql`${shifts.id} in (${ids})`);
  for (const { id, openingFloat } of floats) {
    figures.set(id, {
      cash: { openingFloat, sales: 0, saleCount: 0, refunds: 0, payIn: 0, payOut: 0, safeDrops: 0 },
      expected: 0,
      methods: [],
    });
  }
  for (const row of payments) {
    const f = figures.get(Number(row.shift_id));
    if (!f) continue;
    const total: MethodTotal = {
      method: row.method,
      paymentGatewayId: row.gateway_id === null ? null : Number(row.gateway_id),
      name: row.name,
      paymentCount: Number(row.n),
      amount: Number(row.amount),
      refundAmount: Number(row.refunded),
    };
    if (row.method === 'cash') {
      f.cash.sales = total.amount;
      f.cash.saleCount = total.paymentCount;
    }
    f.methods.push(total);
  }
  for (const row of cashRefunds) {
    const f = figures.get(Number(row.shift_id));
    if (f) f.cash.refunds = Number(row.amount);
  }
  for (const row of movements) {
    const f = figures.get(Number(row.shift_id));
    if (!f) continue;
    const amount = Number(row.amount);
    if (row.type === 'pay_in') f.cash.payIn = amount;
    else if (row.type === 'pay_out') f.cash.payOut = amount;
    else f.cash.safeDrops = amount;
  }
  for (const f of figures.values()) {
    f.expected = expectedCash(f.cash);
    // Cash refunds paid from this drawer show on its cash row, whichever shift took the sale.
    const cash = f.methods.find((m) => m.method === 'cash');
    if (cash) cash.refundAmount = f.cash.refunds;
    else if (f.cash.refunds > 0)
      f.methods.push({
        method: 'cash',
        paymentGatewayId: null,
        name: null,
        paymentCount: 0,
        amount: 0,
        refundAmount: f.cash.refunds,
      });
    f.methods.sort(
      (a, b) =>
        METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) ||
        (a.name ?? '').localeCompare(b.name ?? '') ||
        (a.paymentGatewayId ?? 0) - (b.paymentGatewayId ?? 0),
    );
  }
  return figures;
}

/**
 * The outlet's own name of `register` (trimmed, any case), or 422 naming `field` when the outlet has
 * no such register.
 */
export async function registerAt(tx: DbOrTx, outletId: number, register: string, field: string): Promise<string> {
  const [outlet] = await tx.select({ registers: outlets.registers }).from(outlets).where(eq(outlets.id, outletId));
  const wanted = register.trim().toLowerCase();
  const name = outlet?.registers.find((r) => r.toLowerCase() === wanted);
  if (name === undefined) throw unprocessable('Register is not at this outlet', field);
  return name;
}

/**
 * The shift whose drawer pays back a cash payment taken in shift `paidShiftId`: the open shift at
 * the same register (that shift while it is still open, else the register's current one), locked as
 * lockOpenShift locks it; 422 "Open a shift first" naming `field` when the register has none open.
 */
export async function refundShiftFor(tx: DbOrTx, paidShiftId: number, field: string): Promise<number> {
  const [paid] = await tx
    .select({ outletId: shifts.outletId, register: shifts.register })
    .from(shifts)
    .where(eq(shifts.id, paidShiftId));
  if (!paid) throw new Error(`Shift ${paidShiftId} does not exist`);
  return requireOpenShift(tx, paid.outletId, paid.register, field);
}
