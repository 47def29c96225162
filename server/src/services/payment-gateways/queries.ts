// Payment gateways: the list by method type, and switching one on or off.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { Db, DbOrTx } from '../../db/client';
import { PAYMENT_METHOD_TYPES, paymentGateways } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { recordChange, snapshot } from '../../lib/audit';

export type PaymentGatewayDto = components['schemas']['PaymentGateway'];
type MethodType = components['schemas']['PaymentMethodType'];

export interface PaymentGatewayFilters extends PageQuery {
  is_enabled?: boolean;
  method_type?: MethodType;
}

type GatewayRow = typeof paymentGateways.$inferSelect;

function toDto(row: GatewayRow): PaymentGatewayDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    provider: row.provider,
    method_type: row.methodType,
    partner_id: row.partnerId,
    fee_flat: row.feeFlat,
    fee_percent: Number(row.feePercent),
    is_enabled: row.isEnabled,
    logo_url: row.logoUrl,
    updated_at: row.updatedAt.toISOString(),
  };
}

// Method types in the contract's order (virtual accounts first), not alphabetically.
const methodOrder = sql`array_position(array[${sql.join(
  PAYMENT_METHOD_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::text[], ${paymentGateways.methodType})`;

export function listPaymentGateways(db: DbOrTx, filters: PaymentGatewayFilters) {
  const conditions: SQL[] = [];
  if (filters.is_enabled !== undefined) conditions.push(eq(paymentGateways.isEnabled, filters.is_enabled));
  if (filters.method_type) conditions.push(eq(paymentGateways.methodType, filters.method_type));
  const where = conditions.length ? and(...conditions) : undefined;
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({ gateway: paymentGateways, total: totalCount })
        .from(paymentGateways)
        .where(where)
        .orderBy(methodOrder, asc(paymentGateways.name), asc(paymentGateways.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(paymentGateways, where),
    data: (rows) => rows.map((row) => toDto(row.gateway)),
  });
}

/** Invoices already paid through the gateway keep it; it is only no longer offered for new payments. */
export function setPaymentGatewayStatus(db: Db, id: number, isEnabled: boolean) {
  // One statement, still in a transaction: the request's Idempotency-Key is marked applied in the same commit.
  return db.transaction(async (tx) => {
    const before = await snapshot(tx, paymentGateways, id);
    const [row] = await tx
      .update(paymentGateways)
      .set({ isEnabled, updatedAt: new Date() })
      .where(eq(paymentGateways.id, id))
      .returning();
    if (!row) throw notFound('Payment gateway');
    await recordChange(tx, { recordType: 'payment_gateway', recordId: id, before, after: row });
    return toDto(row);
  });
}
