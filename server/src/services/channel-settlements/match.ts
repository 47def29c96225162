// Matching a settlement file to the orders: each row to the platform's order by its id (at the
// outlets in reach), the payout the order should bring (its total − the commission − the
// merchant-funded promotion frozen on it) against what the file paid, and the platform's paid orders
// the file does not name on the days and at the outlets its orders were placed.
import { and, between, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { channelSettlementRows, channelSettlements, orders, type PlatformChannel } from '../../db/schema';
import { recordChanges } from '../../lib/audit';
import { reaches, withinReach, type OutletReach } from '../../lib/outlet-access';
import type { ExportLanguage } from '../reports/export-headers';
import { countsAsSale } from '../sales/sql';
import type { Sheet } from '../imports/read-file';
import { rupiah, settlementRows, type SettlementField } from './layouts';

export type SettlementDto = components['schemas']['ChannelSettlement'];
export type SettlementRowDto = components['schemas']['ChannelSettlementRow'];
export type MissingOrderDto = components['schemas']['SettlementMissingOrder'];

const AMOUNTS = ['gross', 'commission', 'promotion', 'settled'] as const satisfies readonly SettlementField[];

interface OrderFacts {
  id: number;
  outletId: number;
  placedOn: string;
  platformOrderId: string;
  expected: number;
}

const orderFacts = {
  id: orders.id,
  outletId: orders.outletId,
  placedOn: orders.placedOn,
  platformOrderId: sql<string>`${orders.platformOrderId}`,
  expected: sql<number>`(${orders.totalAmount} - ${orders.channelCommission} - ${orders.merchantPromotion})::int`,
};

/** The platform's paid orders by their platform ids, within reach. */
async function ordersNamed(tx: DbOrTx, channel: PlatformChannel, ids: string[], reach: OutletReach) {
  if (ids.length === 0) return new Map<string, OrderFacts>();
  const rows = await tx
    .select(orderFacts)
    .from(orders)
    .where(
      and(
        eq(orders.channel, channel),
        inArray(orders.platformOrderId, ids),
        countsAsSale(orders.status),
        withinReach(orders.outletId, reach),
      ),
    );
  return new Map(rows.map((row) => [row.platformOrderId, row]));
}

/** The file's rows matched, its exceptions and totals (nothing written). */
export async function matchSettlement(
  tx: DbOrTx,
  input: { channel: PlatformChannel; fileName: string; sheet: Sheet; lang: ExportLanguage; reach: OutletReach },
): Promise<SettlementDto> {
  const checks = settlementRows(input.channel, input.sheet, input.lang);
  const read = checks.map((check) => {
    const platformOrderId = check.text('platform_order_id');
    if (platformOrderId === '') check.error('platform_order_id', 'platformOrderRequired');
    const amounts = Object.fromEntries(
      AMOUNTS.map((field) => {
        const text = check.text(field);
        const value = text === '' && field === 'promotion' ? 0 : rupiah(text);
        if (value === undefined) check.error(field, 'wholeRupiah', { label: check.header(field) });
        return [field, value ?? 0];
      }),
    ) as Record<(typeof AMOUNTS)[number], number>;
    return { check, platformOrderId, ...amounts };
  });
  const named = await ordersNamed(
    tx,
    input.channel,
    [...new Set(read.map((row) => row.platformOrderId).filter((id) => id !== ''))],
    input.reach,
  );
  const firstRow = new Map<string, number>();
  const rows: SettlementRowDto[] = read.map(({ check, platformOrderId, gross, commission, promotion, settled }) => {
    const first = firstRow.get(platformOrderId);
    if (platformOrderId !== '' && first !== undefined) check.error('platform_order_id', 'repeatedRow', { row: first });
    else if (platformOrderId !== '') firstRow.set(platformOrderId, check.row);
    const order = named.get(platformOrderId);
    const expected = order?.expected ?? null;
    const status: SettlementRowDto['status'] = !check.ok
      ? 'error'
      : !order
        ? 'no_order'
        : settled === expected
          ? 'matched'
          : 'amount_differs';
    return {
      row: check.row,
      platform_order_id: platformOrderId,
      order_id: order?.id ?? null,
      outlet_id: order?.outletId ?? null,
      gross,
      commission,
      promotion,
      settled,
      expected,
      difference: expected === null ? null : settled - expected,
      status,
      errors: check.errors,
    };
  });
  const matched = rows.flatMap((row) => (row.order_id === null ? [] : [named.get(row.platform_order_id)!]));
  const days = matched.map((order) => order.placedOn).sort();
  const period = days.length ? { start: days[0]!, end: days.at(-1)! } : null;
  const missing = period
    ? await missingOrders(
        tx,
        input.channel,
        period,
        [...new Set(matched.map((order) => order.outletId))],
        [...firstRow.keys()],
      )
    : [];
  return {
    id: null,
    channel: input.channel,
    file_name: input.fileName,
    dry_run: true,
    committed: false,
    imported_at: null,
    period_start: period?.start ?? null,
    period_end: period?.end ?? null,
    summary: summaryOf(rows, missing.length),
    rows,
    missing,
  };
}

/** The platform's paid orders at the outlets, placed on the days, that the file does not name. */
async function missingOrders(
  tx: DbOrTx,
  channel: PlatformChannel,
  period: { start: string; end: string },
  outletIds: number[],
  named: string[],
): Promise<MissingOrderDto[]> {
  const rows = await tx
    .select(orderFacts)
    .from(orders)
    .where(
      and(
        eq(orders.channel, channel),
        isNotNull(orders.platformOrderId),
        inArray(orders.outletId, outletIds),
        between(orders.placedOn, period.start, period.end),
        countsAsSale(orders.status),
        named.length ? notInArray(orders.platformOrderId, named) : sql`true`,
      ),
    )
    .orderBy(orders.placedOn, orders.id);
  return rows.map((row) => ({
    order_id: row.id,
    platform_order_id: row.platformOrderId,
    outlet_id: row.outletId,
    placed_on: row.placedOn,
    expected: row.expected,
  }));
}

export function summaryOf(rows: SettlementRowDto[], missing: number): SettlementDto['summary'] {
  const count = (status: SettlementRowDto['status']) => rows.filter((row) => row.status === status).length;
  const withOrder = rows.filter((row) => row.expected !== null);
  const settled = withOrder.reduce((sum, row) => sum + row.settled, 0);
  const expected = withOrder.reduce((sum, row) => sum + row.expected!, 0);
  return {
    rows: rows.length,
    matched: count('matched'),
    amount_differs: count('amount_differs'),
    no_order: count('no_order'),
    errors: count('error'),
    missing,
    settled,
    expected,
    difference: settled - expected,
  };
}

/** Stores the matched file and its rows; answers its id and when. */
export async function storeSettlement(tx: Tx, result: SettlementDto, userId: number) {
  const [stored] = await tx
    .insert(channelSettlements)
    .values({
      channel: result.channel,
      fileName: result.file_name,
      importedBy: userId,
      rowCount: result.summary.rows,
      exceptionCount: result.summary.amount_differs + result.summary.no_order,
      settledTotal: result.summary.settled,
      expectedTotal: result.summary.expected,
      summary: { period_start: result.period_start, period_end: result.period_end, missing: result.missing },
    })
    .returning({ id: channelSettlements.id, importedAt: channelSettlements.importedAt });
  if (result.rows.length)
    await tx.insert(channelSettlementRows).values(
      result.rows.map((row) => ({
        settlementId: stored!.id,
        rowNumber: row.row,
        platformOrderId: row.platform_order_id,
        orderId: row.order_id,
        gross: row.gross,
        commission: row.commission,
        promotion: row.promotion,
        settled: row.settled,
        expected: row.expected,
        status: row.status as 'matched' | 'amount_differs' | 'no_order',
      })),
    );
  // The trail: each order the file pays, at its outlet, with what was paid and by which file.
  await recordChanges(
    tx,
    result.rows.flatMap((row) =>
      row.order_id === null
        ? []
        : [
            {
              recordType: 'order' as const,
              recordId: row.order_id,
              outletId: row.outlet_id,
              after: { settlementId: stored!.id, settled: row.settled, settlementStatus: row.status },
            },
          ],
    ),
  );
  return stored!;
}

/** A stored file as the answer gives it, keeping the rows (and missing orders) at outlets in reach. */
export async function storedSettlement(db: DbOrTx, id: number, reach: OutletReach): Promise<SettlementDto | null> {
  const [file] = await db.select().from(channelSettlements).where(eq(channelSettlements.id, id));
  if (!file) return null;
  const stored = await db
    .select({ row: channelSettlementRows, outletId: orders.outletId })
    .from(channelSettlementRows)
    .leftJoin(orders, eq(orders.id, channelSettlementRows.orderId))
    .where(eq(channelSettlementRows.settlementId, id))
    .orderBy(channelSettlementRows.rowNumber);
  // A row naming no order is the chain's; a user reaching some outlets sees their orders' rows.
  const visible = stored.filter(({ outletId }) => reach.all || reaches(reach, outletId));
  if (visible.length === 0 && !reach.all) return null;
  const rows: SettlementRowDto[] = visible.map(({ row, outletId }) => ({
    row: row.rowNumber,
    platform_order_id: row.platformOrderId,
    order_id: row.orderId,
    outlet_id: outletId,
    gross: row.gross,
    commission: row.commission,
    promotion: row.promotion,
    settled: row.settled,
    expected: row.expected,
    difference: row.expected === null ? null : row.settled - row.expected,
    status: row.status,
    errors: [],
  }));
  const summary = (file.summary ?? {}) as {
    period_start?: string | null;
    period_end?: string | null;
    missing?: MissingOrderDto[];
  };
  const missing = (summary.missing ?? []).filter((order) => reaches(reach, order.outlet_id));
  return {
    id: file.id,
    channel: file.channel,
    file_name: file.fileName,
    dry_run: false,
    committed: true,
    imported_at: file.importedAt.toISOString(),
    period_start: summary.period_start ?? null,
    period_end: summary.period_end ?? null,
    summary: summaryOf(rows, missing.length),
    rows,
    missing,
  };
}
