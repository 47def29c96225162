// The company's tax number (NPWP): stored as its digits (15, or 16 in the NIK form), written by
// people with dots, a dash and spaces (01.234.567.8-901.000), and printed the usual way.

/** The stored form of a written NPWP: its digits, once the dots, dashes and spaces are gone. */
export function normaliseNpwp(written: string): string {
  return written.replace(/[\s.-]/g, '');
}

/** 15 digits in the usual 99.999.999.9-999.999; a 16-digit NPWP (the NIK form) as it is. */
export function formatNpwp(digits: string): string {
  if (!/^\d{15}$/.test(digits)) return digits;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
}
