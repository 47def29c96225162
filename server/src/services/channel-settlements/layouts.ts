// Each delivery platform's settlement layout: the headers its settlement file names the platform's
// order id, the gross, the commission, the merchant-funded promotion and the payout by (in English
// and in Indonesian, as the platform's portal exports it), and how an amount is read from a cell.
import type { PlatformChannel } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { ExportLanguage } from '../reports/export-headers';
import { RowCheck } from '../imports/columns';
import { say } from '../imports/messages';
import type { CellValue, Sheet } from '../imports/read-file';

export const SETTLEMENT_FIELDS = ['platform_order_id', 'gross', 'commission', 'promotion', 'settled'] as const;
export type SettlementField = (typeof SETTLEMENT_FIELDS)[number];

/** The headers a platform's file may use for each field; the first is the one a message names. */
export const LAYOUTS: Record<PlatformChannel, Record<SettlementField, readonly string[]>> = {
  // GoBiz's transaction report: the GoFood order id (F-…), the food's gross, GoFood's commission,
  // the promotion the merchant funds, and the net the merchant receives.
  gofood: {
    platform_order_id: ['Order ID', 'ID Pesanan', 'Nomor Pesanan'],
    gross: ['Gross Sales', 'Penjualan Kotor', 'Gross Amount'],
    commission: ['Commission', 'Komisi', 'Biaya Komisi'],
    promotion: ['Merchant Promo', 'Promo Merchant', 'Promo Ditanggung Merchant'],
    settled: ['Net Sales', 'Pendapatan Bersih', 'Net Amount', 'Total Diterima'],
  },
  // GrabMerchant's transaction report, its amounts as Grab's MerchantEarning names them: revenue
  // (eater payment − merchant-funded discount), commission, netEarning = revenue − commission.
  grabfood: {
    platform_order_id: ['Long Order ID', 'Booking ID', 'Order ID', 'ID Pesanan'],
    gross: ['Gross Sales', 'Subtotal', 'Penjualan Kotor'],
    commission: ['Commission', 'Komisi'],
    promotion: ['Merchant-Funded Discount', 'Merchant Fund Promo', 'mexFundDiscount', 'Diskon Merchant'],
    settled: ['Net Earning', 'Net Sales', 'netEarning', 'Pendapatan Bersih'],
  },
  // ShopeeFood's settlement report (Shopee Partner): order id, order amount, commission fee, the
  // merchant's voucher and the settlement amount.
  shopeefood: {
    platform_order_id: ['Order ID', 'ID Pesanan', 'Order SN'],
    gross: ['Order Amount', 'Total Pesanan', 'Subtotal'],
    commission: ['Commission Fee', 'Biaya Komisi', 'Commission'],
    promotion: ['Merchant Voucher', 'Voucher Merchant', 'Promo Merchant'],
    settled: ['Settlement Amount', 'Jumlah Penyelesaian', 'Total Penghasilan', 'Net Income'],
  },
};

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The sheet's rows as checks, each field found by one of its headers; 422 for a missing column. */
export function settlementRows(channel: PlatformChannel, sheet: Sheet, lang: ExportLanguage) {
  const index: Partial<Record<SettlementField, number>> = {};
  const headers: Partial<Record<SettlementField, string>> = {};
  for (const field of SETTLEMENT_FIELDS) {
    const names = LAYOUTS[channel][field].map(normal);
    const at = sheet.headers.findIndex((header) => names.includes(normal(header)));
    if (at < 0)
      throw new HttpError(422, say(lang, 'missingColumn', { column: LAYOUTS[channel][field][0]! }), 'content');
    index[field] = at;
    headers[field] = sheet.headers[at]!;
  }
  if (sheet.rows.length === 0) throw new HttpError(422, say(lang, 'noRows'), 'content');
  return sheet.rows.map((row) => {
    const cells = Object.fromEntries(SETTLEMENT_FIELDS.map((field) => [field, row.cells[index[field]!] ?? '']));
    return new RowCheck<SettlementField>(
      row.row,
      cells as Record<SettlementField, CellValue>,
      headers as Record<SettlementField, string>,
      lang,
    );
  });
}

/**
 * Whole rupiah from a cell: `25000`, `25000.00`, `25.000` or `25,000` (thousands separators), behind
 * `Rp` or `IDR`, negative with a minus or in brackets; undefined for anything else (a fraction of a
 * rupiah too).
 */
export function rupiah(text: string): number | undefined {
  let value = text.replace(/\s/g, '').replace(/^(rp\.?|idr)/i, '');
  let sign = 1;
  if (/^\(.*\)$/.test(value)) {
    sign = -1;
    value = value.slice(1, -1).replace(/^(rp\.?|idr)/i, '');
  }
  if (value.startsWith('-')) {
    sign = -sign;
    value = value.slice(1).replace(/^(rp\.?|idr)/i, '');
  }
  let digits: string | undefined;
  // A group of three digits after a separator is thousands (rupiah have no cents to write).
  if (/^\d{1,3}(\.\d{3})+(,0{1,2})?$/.test(value)) digits = value.replace(/,0+$/, '').replaceAll('.', '');
  else if (/^\d{1,3}(,\d{3})+(\.0{1,2})?$/.test(value)) digits = value.replace(/\.0+$/, '').replaceAll(',', '');
  else if (/^\d+([.,]0{1,2})?$/.test(value)) digits = value.replace(/[.,]0+$/, '');
  if (digits === undefined) return undefined;
  const number = Number(digits);
  return Number.isSafeInteger(number) ? sign * number || 0 : undefined;
}
