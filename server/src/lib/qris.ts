// QRIS content: the EMVCo merchant-presented QR payload Bank Indonesia's QRIS standard builds on.
// A payload is a row of TLV fields (two-digit ID, two-digit length, value) ending in a CRC, and any
// Indonesian banking or e-wallet app can scan it. Each payment gets a dynamic code (point of
// initiation 12) that carries its amount and the invoice number as the bill number, so the customer
// only confirms.
//
// Values are cut to the lengths the standard allows and kept to printable ASCII (the standard's
// "ans" characters), so a long or accented merchant name gives a shorter name, never a payload that
// a scanner refuses.

/** The merchant as the acquirer registered it for QRIS. */
export interface QrisMerchant {
  /** The acquirer's globally unique identifier, its reverse domain (e.g. `ID.CO.QRIS.WWW`). */
  acquirerDomain: string;
  /** Merchant PAN: 9360 (Indonesia), the acquirer's code and the merchant's number, at most 19 digits. */
  pan: string;
  /** The merchant's id at the acquirer. */
  merchantId: string;
  /** The National Merchant ID that QRIS gives the merchant (ID + 13 digits). */
  nmid: string;
  /** Merchant criteria: UMI micro, UKE small, UME medium, UBE large, URE regular. */
  criteria: 'UMI' | 'UKE' | 'UME' | 'UBE' | 'URE';
  /** ISO 18245 merchant category code. */
  mcc: string;
  /** As the customer's app shows it; at most 25 characters. */
  name: string;
  /** At most 15 characters. */
  city: string;
}

export interface QrisPayment {
  /** Whole rupiah. */
  amount: number;
  /** The bill number the customer's app shows and the acquirer reports back; at most 25 characters. */
  billNumber: string;
}

/** QRIS's own template (ID 51) and the national directory's domain. */
const QRIS_DOMAIN = 'ID.CO.QRIS.WWW';

export const LIMITS = { name: 25, city: 15, billNumber: 25, amount: 13 } as const;

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) over the
 * text's bytes, as four upper-case hex digits; "123456789" gives 29B1.
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Printable ASCII only (accents dropped to their letter), spaces collapsed, cut to `max`. */
export function qrisText(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
}

function field(id: string, value: string): string {
  if (value.length === 0 || value.length > 99) throw new Error(`QRIS field ${id} must hold 1 to 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The dynamic QRIS payload for one payment to `merchant`. */
export function qrisPayload(merchant: QrisMerchant, payment: QrisPayment): string {
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0)
    throw new Error('A QRIS amount is a positive whole number of rupiah');
  const amount = String(payment.amount);
  if (amount.length > LIMITS.amount) throw new Error('A QRIS amount has at most 13 digits');
  const body = [
    field('00', '01'),
    field('01', '12'),
    field(
      '26',
      [
        field('00', qrisText(merchant.acquirerDomain, 32)),
        field('01', merchant.pan),
        field('02', qrisText(merchant.merchantId, 15)),
        field('03', merchant.criteria),
      ].join(''),
    ),
    field('51', [field('00', QRIS_DOMAIN), field('02', merchant.nmid), field('03', merchant.criteria)].join('')),
    field('52', merchant.mcc),
    field('53', '360'),
    field('54', amount),
    field('58', 'ID'),
    field('59', qrisText(merchant.name, LIMITS.name) || 'MERCHANT'),
    field('60', qrisText(merchant.city, LIMITS.city) || 'INDONESIA'),
    field('62', field('01', qrisText(payment.billNumber, LIMITS.billNumber))),
  ].join('');
  // The CRC covers everything before it, its own ID and length included.
  const signed = `${body}6304`;
  return `${signed}${crc16CcittFalse(signed)}`;
}

/**
 * A city or regency as a QR code names it: "Kota Bandung" is Bandung, "Kabupaten Sleman" Sleman,
 * "Jakarta Selatan" as it is (the merchant city is short: 15 characters).
 */
export function cityName(area: string): string {
  return area.replace(/^(kota administrasi|kota adm\.|kota|kabupaten administrasi|kabupaten|kab\.)\s+/i, '');
}

/**
 * The chain as the simulated gateway's acquirer registered it: one merchant for every outlet, as a
 * chain that settles into one account is registered. A real provider builds the payload itself from
 * its own registration of the merchant. MCC 5814 (fast food / quick-service restaurants): tea drinks
 * made to order and picked up over the counter, as the card networks class coffee and bubble-tea
 * chains, rather than 5499 (food shops selling packaged goods). Its city is each payment's outlet's
 * (see cityName).
 */
export const SIMULATED_MERCHANT: QrisMerchant = {
  acquirerDomain: 'COM.EXAMPLE.PAY',
  pan: '936099990000000001',
  merchantId: 'TEAHOUSE001',
  nmid: 'ID1026000000001',
  criteria: 'UBE',
  mcc: '5814',
  name: 'Teahouse',
  city: 'Jakarta',
};
