// The channel report and its downloads: per delivery platform, the paid orders placed on a range of
// Jakarta days at the outlets in scope, their gross (PBJT included, as the platforms' prices are),
// the commission and merchant-funded promotion frozen on them, the payout expected, what the
// imported settlement files paid for them (an order's newest row) and the difference.
import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { onOneSnapshot } from '../../db/snapshot';
import { channelSettlementRows, orders, PLATFORM_CHANNELS, type PlatformChannel } from '../../db/schema';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { outletReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { reportRange, type Range } from '../../lib/report-periods';
import { countsAsSale } from '../sales/sql';
import { channelName, exportHeaders, TOTAL_LABEL, type ExportLanguage } from './export-headers';
import { sendTable, type Cell, type ExportFormat } from './exports';
import { reportScope } from './inventory';

export interface ChannelTotals {
  order_count: number;
  gross: number;
  commission: number;
  promotion: number;
  expected: number;
  settled_order_count: number;
  settled: number;
  difference: number;
}

export type ChannelRow = ChannelTotals & { channel: PlatformChannel };

const zero = (): ChannelTotals => ({
  order_count: 0,
  gross: 0,
  commission: 0,
  promotion: 0,
  expected: 0,
  settled_order_count: 0,
  settled: 0,
  difference: 0,
});

/** Every platform's row (all three, in their order) and the totals. */
export async function channelReport(
  db: Db,
  range: Range,
  scope: OutletReach,
): Promise<{ rows: ChannelRow[]; summary: ChannelTotals }> {
  return onOneSnapshot(db, async (tx) => {
    const o = orders;
    const r = channelSettlementRows;
    const raw = await rowsOf<Record<string, string | null> & { channel: PlatformChannel }>(
      tx,
      sql`with s as (
          select distinct on (${r.orderId}) ${r.orderId} as order_id, ${r.settled} as settled
          from ${r} where ${r.orderId} is not null order by ${r.orderId}, ${r.id} desc)
        select ${o.channel} as channel, count(*) as order_count, sum(${o.totalAmount}) as gross,
          sum(${o.channelCommission}) as commission, sum(${o.merchantPromotion}) as promotion,
          count(s.order_id) as settled_order_count, sum(s.settled) as settled,
          sum(${o.totalAmount} - ${o.channelCommission} - ${o.merchantPromotion}) filter (where s.order_id is not null) as settled_expected
        from ${o} left join s on s.order_id = ${o.id}
        where ${o.channel} in ('gofood', 'grabfood', 'shopeefood') and ${o.placedOn} between ${range.start} and ${range.end}
          and ${countsAsSale(o.status)} and ${withinReach(o.outletId, scope)}
        group by ${o.channel}`,
    );
    const byChannel = new Map(raw.map((row) => [row.channel, row]));
    const summary = zero();
    const rows = PLATFORM_CHANNELS.map((channel): ChannelRow => {
      const row = byChannel.get(channel);
      const n = (key: string) => Number(row?.[key] ?? 0);
      const gross = n('gross');
      const commission = n('commission');
      const promotion = n('promotion');
      const settled = n('settled');
      const totals: ChannelTotals = {
        order_count: n('order_count'),
        gross,
        commission,
        promotion,
        expected: gross - commission - promotion,
        settled_order_count: n('settled_order_count'),
        settled,
        difference: settled - n('settled_expected'),
      };
      for (const key of Object.keys(summary) as (keyof ChannelTotals)[]) summary[key] += totals[key];
      return { channel, ...totals };
    });
    return { rows, summary };
  });
}

export const CHANNEL_COLUMNS = [
  'channel',
  'order_count',
  'gross',
  'commission',
  'promotion',
  'expected',
  'settled_order_count',
  'settled',
  'difference',
] as const;

type ChannelRequest =
  | HandlerRequest<'getChannelReport'>
  | HandlerRequest<'exportChannelReport'>
  | HandlerRequest<'exportChannelReportXlsx'>;

async function report(request: ChannelRequest) {
  const q = request.query;
  const range = reportRange(q);
  const scope = reportScope(await outletReach(request, 'view_admin_user'), q.outlet_ids);
  return { range, ...(await channelReport(request.server.db, range, scope)) };
}

async function exportChannels(
  request: HandlerRequest<'exportChannelReport'> | HandlerRequest<'exportChannelReportXlsx'>,
  reply: FastifyReply,
  format: ExportFormat,
) {
  const { range, rows, summary } = await report(request);
  const lang: ExportLanguage | undefined = request.query.lang;
  const line = (label: string, totals: ChannelTotals): Cell[] => [
    label,
    ...CHANNEL_COLUMNS.slice(1).map((column) => totals[column as keyof ChannelTotals]),
  ];
  const table = rows.map((row) => line(channelName(row.channel), row));
  table.push(line(TOTAL_LABEL, summary));
  return sendTable(reply, 'channel-report', range, format, [...CHANNEL_COLUMNS], table, {
    headers: exportHeaders(lang, CHANNEL_COLUMNS),
  });
}

export const channelReportHandlers: Handlers = {
  async getChannelReport(request) {
    const { range, rows, summary } = await report(request);
    return { period_start: range.start, period_end: range.end, data: rows, summary };
  },
  exportChannelReport: (request, reply) => exportChannels(request, reply, 'csv'),
  exportChannelReportXlsx: (request, reply) => exportChannels(request, reply, 'xlsx'),
};
