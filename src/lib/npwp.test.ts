// An NPWP as people write it is sent as its digits, and printed the usual way.
import { describe, expect, it } from 'vitest';
import { formatNpwp, normaliseNpwp } from './npwp';

describe('a written NPWP', () => {
  it.each([
    ['01.234.567.8-901.000', '012345678901000'],
    ['01 234 567 8 901 000', '012345678901000'],
    ['01-234-567-8-901-000', '012345678901000'],
    ['012345678901000', '012345678901000'],
    [' 3174 0123 4567 8901 ', '3174012345678901'],
    ['', ''],
  ])('%j is sent as %j', (written, stored) => {
    expect(normaliseNpwp(written)).toBe(stored);
  });

  it.each([
    ['012345678901000', '01.234.567.8-901.000'],
    ['3174012345678901', '3174012345678901'],
  ])('stored as %j, prints %j', (stored, shown) => {
    expect(formatNpwp(stored)).toBe(shown);
    expect(normaliseNpwp(shown)).toBe(stored);
  });
});
