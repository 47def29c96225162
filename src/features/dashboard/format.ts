// Numbers on the dashboard, in Indonesian conventions (Rp 17.827.000, 1.234).
const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('id-ID');

export const formatRupiah = (amount: number): string => rupiah.format(amount);
export const formatCount = (value: number): string => count.format(value);

/** Change against the previous window in whole percent; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
