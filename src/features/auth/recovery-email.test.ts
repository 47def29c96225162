import { describe, expect, it } from 'vitest';
import { daysUntil } from './recovery-email';

describe('daysUntil', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it('converts the time left into days', () => {
    expect(daysUntil('2025-01-01T00:10:00Z', now)).toBeCloseTo(10 / 1440, 6);
    expect(daysUntil('2025-01-02T00:00:00Z', now)).toBe(1);
  });
  it('keeps a past or unreadable time for the minimum, leaving expiry to the server', () => {
    expect(daysUntil('2024-12-31T23:00:00Z', now)).toBeCloseTo(10 / 1440, 6);
    expect(daysUntil('soon', now, 0.5)).toBe(0.5);
  });
});
