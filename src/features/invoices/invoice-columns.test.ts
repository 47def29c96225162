// When an invoice was paid, expires or expired, as the list and the drawer say it: an invoice
// closed by its cancelled order never reads "Expired" at a time still to come.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { expiryFact, paidOrExpiry } from './invoice-columns';

const t = i18n.t.bind(i18n);
const NOW = Date.parse('2026-11-20T10:00:00Z'); // 17:00 WIB

describe('the paid or expiry label', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  const unpaid = { paid_at: null, status: 0 as const, updated_at: '2026-11-20T01:00:00Z' };

  it('says when an unpaid invoice expires, and when a paid one was paid', () => {
    expect(paidOrExpiry(t, { ...unpaid, expires_at: '2026-11-20T13:15:00Z' })).toBe('Expires 20 Nov 2026 20:15 WIB');
    expect(
      paidOrExpiry(t, {
        paid_at: '2026-11-20T01:17:00Z',
        status: 100,
        expires_at: '2026-11-21T01:00:00Z',
        updated_at: '2026-11-20T01:17:00Z',
      }),
    ).toBe('Paid 20 Nov 2026 08:17 WIB');
  });

  it('says an invoice that lapsed expired at its expiry', () => {
    const lapsed = { ...unpaid, status: 200 as const, expires_at: '2026-11-20T02:00:00Z' };
    expect(paidOrExpiry(t, lapsed)).toBe('Expired 20 Nov 2026 09:00 WIB');
    expect(expiryFact(t, lapsed)).toEqual({ label: 'Expired at', time: '20 Nov 2026 09:00 WIB' });
  });

  it('says an invoice closed before its expiry time expired when it was closed, not at a time to come', () => {
    const closed = {
      paid_at: null,
      status: 200 as const,
      expires_at: '2026-11-20T13:15:00Z',
      updated_at: '2026-11-20T08:30:00Z',
    };
    expect(paidOrExpiry(t, closed)).toBe('Expired 20 Nov 2026 15:30 WIB');
    expect(expiryFact(t, closed)).toEqual({ label: 'Expired at', time: '20 Nov 2026 15:30 WIB' });
  });

  it('speaks Indonesian', async () => {
    await i18n.changeLanguage('id');
    expect(expiryFact(t, { ...unpaid, expires_at: '2026-11-20T13:15:00Z' })).toEqual({
      label: 'Kedaluwarsa pada',
      time: '20 Nov 2026 20.15 WIB',
    });
    expect(paidOrExpiry(t, { ...unpaid, status: 200, expires_at: '2026-11-20T02:00:00Z' })).toBe(
      'Kedaluwarsa 20 Nov 2026 09.00 WIB',
    );
  });
});
