// Every way people write an Indonesian number is sent the one way the API stores it, E.164.
import { describe, expect, it } from 'vitest';
import { formatPhone } from './format';
import { normalisePhone } from './phone';

describe('a written phone number', () => {
  it.each([
    ['+62 21 7199 1234', '+622171991234'],
    ['021-7199-1234', '+622171991234'],
    ['(021) 7199-1234', '+622171991234'],
    ['021 7199 1234', '+622171991234'],
    ['+622171991234', '+622171991234'],
    ['62 21 7199 1234', '+622171991234'],
    ['0812-3456-7890', '+6281234567890'],
    ['0812.3456.7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['81234567890', '+6281234567890'],
    ['', ''],
    ['12345', '12345'],
    ['+1 415 555 0100', '+14155550100'],
  ])('%j is sent as %j', (written, stored) => {
    expect(normalisePhone(written)).toBe(stored);
  });

  it.each([
    ['+622171991234', '(021) 7199-1234'],
    ['+6281234567890', '+62 812-3456-7890'],
    ['+62318431234', '(031) 843-1234'],
  ])('stored as %j, reads %j, and comes back the same', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
    expect(normalisePhone(shown)).toBe(stored);
  });
});
