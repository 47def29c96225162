// The header row of a report download in the reader's language, in the words of the report's
// columns on screen (a test holds these to the screens' texts), so a file reads like its report.
export type ExportLanguage = 'en' | 'id';

const WORDS: Record<ExportLanguage, Record<string, string>> = {
  en: {
    period_start: 'Period start',
    period_end: 'Period end',
    period_label: 'Period',
    vendor_id: 'Vendor ID',
    vendor_name: 'Vendor',
    sku_id: 'SKU ID',
    sku_name: 'SKU',
    unit: 'Unit',
    stock_unit: 'Stock unit',
    order_count: 'Orders',
    items_sold: 'Items sold',
    gross_sales: 'Gross sales',
    discount_total: 'Discounts',
    net_sales: 'Net sales',
    average_order_value: 'Average order value',
    cogs: 'COGS',
    gross_profit: 'Gross Profit',
    uncosted_quantity: 'Items without cost',
    opening_quantity: 'Opening',
    quantity_in: 'In',
    quantity_out: 'Out',
    closing_quantity: 'Closing',
    retur: 'Return',
    po: 'Purchase order',
    rusak: 'Damaged',
    hilang: 'Lost',
    expired: 'Expired',
    free: 'Free',
    giveaway: 'Giveaway',
    sold: 'Used by sales',
    sale_returns: 'Sales returned',
    po_count: 'Purchase orders',
    total_amount: 'Total',
    received_amount: 'Received',
    outstanding_amount: 'Outstanding',
    completed_count: 'Completed',
  },
  id: {
    period_start: 'Awal periode',
    period_end: 'Akhir periode',
    period_label: 'Periode',
    vendor_id: 'ID vendor',
    vendor_name: 'Vendor',
    sku_id: 'ID SKU',
    sku_name: 'SKU',
    unit: 'Satuan',
    stock_unit: 'Satuan stok',
    order_count: 'Pesanan',
    items_sold: 'Item terjual',
    gross_sales: 'Penjualan kotor',
    discount_total: 'Diskon',
    net_sales: 'Penjualan bersih',
    average_order_value: 'Rata-rata nilai pesanan',
    cogs: 'HPP',
    gross_profit: 'Laba Kotor',
    uncosted_quantity: 'Item tanpa biaya',
    opening_quantity: 'Stok awal',
    quantity_in: 'Masuk',
    quantity_out: 'Keluar',
    closing_quantity: 'Stok akhir',
    retur: 'Retur',
    po: 'Pesanan pembelian',
    rusak: 'Rusak',
    hilang: 'Hilang',
    expired: 'Kedaluwarsa',
    free: 'Gratis',
    giveaway: 'Promosi',
    sold: 'Terpakai penjualan',
    sale_returns: 'Penjualan dibatalkan',
    po_count: 'Pesanan pembelian',
    total_amount: 'Total',
    received_amount: 'Diterima',
    outstanding_amount: 'Belum diterima',
    completed_count: 'Selesai',
  },
};

/** The headings of a download's columns (field names); a column without words keeps its name. */
export function exportHeaders(language: ExportLanguage | undefined, columns: readonly string[]): string[] {
  const words = WORDS[language ?? 'en'];
  return columns.map((column) => words[column] ?? column);
}

/** The words of every column, for the test that holds them to the screens' texts. */
export const exportWords = (language: ExportLanguage): Readonly<Record<string, string>> => WORDS[language];

/** What the label column of a download's summing last row says. */
export const TOTAL_LABEL = 'TOTAL';
