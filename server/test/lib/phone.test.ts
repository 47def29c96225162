// Every way people write an Indonesian number is stored the one way, E.164.
import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../src/lib/phone';

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
  ])('%j is stored as %j', (written, stored) => {
    expect(normalisePhone(written)).toBe(stored);
  });
});
