// The payments report: per period and payment method, the invoices paid (on the Jakarta day they
// were paid), what they brought in, what the gateways charged for them and what is left, and the
// payments refunded (on the Jakarta day their order was cancelled, which is when the refund is
// asked for and, through every gateway so far, given). A payment counts under its gateway when it
// came through it, which its booked fee shows; a payment at the counter books none and counts
// under no gateway, even when the customer had asked a gateway for payment instructions first, in a
// row per counter method (cash, card, static QRIS). Net is what the business keeps: gross − fees −
// refunds.
import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices, orders, orderStatusHistory, paymentGateways, type CounterPaymentMethod } from '../../db/schema';
import { startOfJakartaDay, DAY } from '../../lib/jakarta-time';
import { withinReach, type OutletReach } from '../../lib/outlet-access';
import { periodsOf, truncUnit, type Period, type PeriodType, type Range } from '../../lib/report-periods';
import { rowsOf } from '../../db/rows';
import { INVOICE, ORDER } from '../sales/states';

const { PAID, REFUNDED } = INVOICE;
const { CANCELLED } = ORDER;

export interface PaymentTotals {
  payment_count: number;
  gross_amount: number;
  fee_amount: number;
  net_amount: number;
  refund_count: number;
  refund_amount: number;
}

export interface PaymentRow extends Period, PaymentTotals {
  payment_gateway_id: number | null;
  gateway_name: string | null;
  provider: string | null;
  counter_method: CounterPaymentMethod | null;
}

export type PaymentPeriod = Period & PaymentTotals;

const zero = (): PaymentTotals => ({
  payment_count: 0,
  gross_amount: 0,
  fee_amount: 0,
  net_amount: 0,
  refund_count: 0,
  refund_amount: 0,
});

/** The gateway a payment came through: its own when it booked the gateway's fee, none at the counter. */
const gatewayOf = sql`case when ${invoices.fee} is null then null else ${invoices.paymentGatewayId} end`;
/** How a payment at the counter was made; null through a gateway. */
const counterMethodOf = sql`case when ${invoices.fee} is null then ${invoices.counterMethod} else null end`;

interface Raw {
  key: string;
  gateway_id: number | null;
  counter_method: CounterPaymentMethod | null;
  n: string;
  amount: string;
  fee: string;
}

/** Figures per period key and gateway: payments by when they were paid, refunds by when cancelled. */
async function figures(db: DbOrTx, type: PeriodType, range: Range, scope: OutletReach) {
  const unit = truncUnit(type);
  const from = new Date(startOfJakartaDay(range.start)).toISOString();
  const until = new Date(startOfJakartaDay(range.end) + DAY).toISOString();
  const keyOf = (at: SQL) =>
    sql`to_char(date_trunc(${unit}, (${at} at time zone 'Asia/Jakarta')::date::timestamp), 'YYYY-MM-DD')`;
  const reached = withinReach(orders.outletId, scope);
  const paid = await rowsOf<Raw>(
    db,
    sql`select ${keyOf(sql`${invoices.paidAt}`)} as key, ${gatewayOf} as gateway_id,
          ${counterMethodOf} as counter_method, count(*) as n,
          sum(${invoices.amount}) as amount, coalesce(sum(${invoices.fee}), 0) as fee
        from ${invoices} join ${orders} on ${orders.id} = ${invoices.orderId}
        where ${and(
          sql`${invoices.status} in (${PAID}, ${REFUNDED})`,
          sql`${invoices.paidAt} >= ${from}::timestamptz and ${invoices.paidAt} < ${until}::timestamptz`,
          reached,
        )}
        group by 1, 2, 3`,
  );
  const cancelledAt = sql`(select max(${orderStatusHistory.changedAt}) from ${orderStatusHistory}
    where ${orderStatusHistory.orderId} = ${invoices.orderId} and ${orderStatusHistory.status} = ${CANCELLED})`;
  const refunded = await rowsOf<Raw>(
    db,
    sql`select ${keyOf(sql`r.at`)} as key, r.gateway_id, r.counter_method, count(*) as n, sum(r.amount) as amount,
          0 as fee
        from (
          select ${cancelledAt} as at, ${gatewayOf} as gateway_id, ${counterMethodOf} as counter_method,
            ${invoices.amount} as amount
          from ${invoices} join ${orders} on ${orders.id} = ${invoices.orderId}
          where ${and(sql`${invoices.status} = ${REFUNDED}`, reached)}
        ) r
        where r.at >= ${from}::timestamptz and r.at < ${until}::timestamptz
        group by 1, 2, 3`,
  );
  return { paid, refunded };
}

/** Every row with payments or refunds, by period then payment method name (the counter last). */
export async function paymentReport(
  db: DbOrTx,
  type: PeriodType,
  range: Range,
  scope: OutletReach,
): Promise<{ rows: PaymentRow[]; periods: PaymentPeriod[]; summary: PaymentTotals }> {
  const { paid, refunded } = await figures(db, type, range, scope);
  const gateways = new Map(
    (
      await db
        .select({ id: paymentGateways.id, name: paymentGateways.name, provider: paymentGateways.provider })
        .from(paymentGateways)
    ).map((g) => [g.id, g]),
  );
  // Per period key, each gateway's figures, or each counter method's (gateway null).
  type Method = { gatewayId: number | null; counterMethod: CounterPaymentMethod | null };
  const cells = new Map<string, Map<string, Method & { totals: PaymentTotals }>>();
  const cell = (r: Raw) => {
    let period = cells.get(r.key);
    if (!period) cells.set(r.key, (period = new Map()));
    const gatewayId = r.gateway_id === null ? null : Number(r.gateway_id);
    const methodKey = `${gatewayId ?? ''}|${r.counter_method ?? ''}`;
    let found = period.get(methodKey);
    if (!found) period.set(methodKey, (found = { gatewayId, counterMethod: r.counter_method, totals: zero() }));
    return found.totals;
  };
  for (const r of paid) {
    const c = cell(r);
    c.payment_count += Number(r.n);
    c.gross_amount += Number(r.amount);
    c.fee_amount += Number(r.fee);
  }
  for (const r of refunded) {
    const c = cell(r);
    c.refund_count += Number(r.n);
    c.refund_amount += Number(r.amount);
  }
  for (const period of cells.values())
    for (const { totals } of period.values())
      totals.net_amount = totals.gross_amount - totals.fee_amount - totals.refund_amount;

  const rows: PaymentRow[] = [];
  const periods: PaymentPeriod[] = [];
  const summary = zero();
  for (const period of periodsOf(type, range)) {
    const inPeriod: PaymentRow[] = [];
    const sum = zero();
    for (const { gatewayId, counterMethod, totals } of cells.get(period.key)?.values() ?? []) {
      const g = gatewayId === null ? undefined : gateways.get(gatewayId);
      inPeriod.push({
        ...period,
        payment_gateway_id: g?.id ?? null,
        gateway_name: g?.name ?? null,
        provider: g?.provider ?? null,
        counter_method: counterMethod,
        ...totals,
      });
      addTo(sum, totals);
    }
    inPeriod.sort(
      (a, b) =>
        Number(a.gateway_name === null) - Number(b.gateway_name === null) ||
        (a.gateway_name ?? '').localeCompare(b.gateway_name ?? '') ||
        (a.payment_gateway_id ?? 0) - (b.payment_gateway_id ?? 0) ||
        COUNTER_ORDER.indexOf(a.counter_method) - COUNTER_ORDER.indexOf(b.counter_method),
    );
    rows.push(...inPeriod);
    periods.push({ ...period, ...sum });
    addTo(summary, sum);
  }
  return { rows, periods, summary };
}

/** The counter's rows in this order: cash, card, static QRIS, then payments with no method recorded. */
const COUNTER_ORDER: (CounterPaymentMethod | null)[] = ['cash', 'card', 'qris_static', null];

function addTo(sum: PaymentTotals, add: PaymentTotals) {
  sum.payment_count += add.payment_count;
  sum.gross_amount += add.gross_amount;
  sum.fee_amount += add.fee_amount;
  sum.net_amount += add.net_amount;
  sum.refund_count += add.refund_count;
  sum.refund_amount += add.refund_amount;
}
