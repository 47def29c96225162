// The QRIS payload a customer scans: every EMVCo field where the standard puts it, lengths that
// hold, and the CRC as a banking app checks it.
import { describe, expect, it } from 'vitest';
import {
  cityName,
  crc16CcittFalse,
  LIMITS,
  qrisPayload,
  SIMULATED_MERCHANT,
  type QrisMerchant,
} from '../../src/lib/qris';
import { parseTlv, readQris, referenceCrc } from '../helpers/qris-payload';

const merchant: QrisMerchant = {
  acquirerDomain: 'ID.CO.BANKCONTOH.WWW',
  pan: '936000140000000123',
  merchantId: 'MID000123',
  nmid: 'ID1026000012345',
  criteria: 'UBE',
  mcc: '5814',
  name: 'Teahouse Bandung Dago',
  city: 'Bandung',
};

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the published check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(referenceCrc('123456789')).toBe('29B1');
  });

  it('pads to four upper-case hex digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    for (const text of ['A', '000201', 'Teahouse']) expect(crc16CcittFalse(text)).toBe(referenceCrc(text));
  });
});

describe('qrisPayload', () => {
  it('holds every field of a dynamic merchant-presented QRIS code, in order, with a matching CRC', () => {
    const payload = qrisPayload(merchant, { amount: 38000, billNumber: 'INV/20261120/00042' });
    const fields = readQris(payload);
    expect([...fields.keys()]).toEqual(['00', '01', '26', '51', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(Object.fromEntries(parseTlv(fields.get('26')!))).toEqual({
      '00': 'ID.CO.BANKCONTOH.WWW',
      '01': '936000140000000123',
      '02': 'MID000123',
      '03': 'UBE',
    });
    expect(Object.fromEntries(parseTlv(fields.get('51')!))).toEqual({
      '00': 'ID.CO.QRIS.WWW',
      '02': 'ID1026000012345',
      '03': 'UBE',
    });
    expect(fields.get('52')).toBe('5814');
    expect(fields.get('53')).toBe('360');
    expect(fields.get('54')).toBe('38000');
    expect(fields.get('58')).toBe('ID');
    expect(fields.get('59')).toBe('Teahouse Bandung Dago');
    expect(fields.get('60')).toBe('Bandung');
    expect(Object.fromEntries(parseTlv(fields.get('62')!))).toEqual({ '01': 'INV/20261120/00042' });
    // The CRC covers its own ID and length.
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it('is refused by a scanner once a single character changes', () => {
    const payload = qrisPayload(merchant, { amount: 38000, billNumber: 'INV/20261120/00042' });
    const tampered = payload.replace('54053800', '54053900');
    expect(tampered).not.toBe(payload);
    expect(() => readQris(tampered)).toThrow('CRC does not match');
  });

  it('cuts a long name, city and bill number to their limits and keeps the payload whole', () => {
    const payload = qrisPayload(
      { ...merchant, name: 'Teahouse Surabaya Tunjungan Plaza Lantai Tiga', city: 'Kota Surabaya Jawa Timur' },
      { amount: 1, billNumber: 'INV/20261120/00042/ANOTHER-PART' },
    );
    const fields = readQris(payload);
    expect(fields.get('59')).toBe('Teahouse Surabaya Tunjung');
    expect(fields.get('59')!.length).toBe(LIMITS.name);
    expect(fields.get('60')).toBe('Kota Surabaya J');
    expect(parseTlv(fields.get('62')!).get('01')).toBe('INV/20261120/00042/ANOTHE');
  });

  it('writes accented and non-Latin names in plain ASCII', () => {
    const fields = readQris(
      qrisPayload({ ...merchant, name: 'Café  Teh Ñusantara 茶' }, { amount: 5, billNumber: 'X' }),
    );
    expect(fields.get('59')).toBe('Cafe Teh Nusantara');
  });

  it('writes a large amount as a plain integer and refuses what is no amount', () => {
    expect(readQris(qrisPayload(merchant, { amount: 1_250_000, billNumber: 'X' })).get('54')).toBe('1250000');
    for (const amount of [0, -5, 12.5, Number.NaN, 10 ** 13])
      expect(() => qrisPayload(merchant, { amount, billNumber: 'X' })).toThrow();
  });

  it("names the chain as the simulated gateway's merchant, a quick-service restaurant (MCC 5814)", () => {
    const fields = readQris(qrisPayload(SIMULATED_MERCHANT, { amount: 22000, billNumber: 'INV/20261120/00001' }));
    expect(fields.get('59')).toBe('Teahouse');
    expect(fields.get('60')).toBe('Jakarta');
    expect(fields.get('52')).toBe('5814');
    expect(parseTlv(fields.get('26')!).get('01')).toMatch(/^9360\d{1,15}$/);
  });
});

describe('the merchant city', () => {
  it.each([
    ['Kota Bandung', 'Bandung'],
    ['Kabupaten Sleman', 'Sleman'],
    ['Kota Administrasi Jakarta Selatan', 'Jakarta Selatan'],
    ['Jakarta Selatan', 'Jakarta Selatan'],
  ])('of an outlet in %s is %s', (area, city) => {
    expect(cityName(area)).toBe(city);
  });
});
