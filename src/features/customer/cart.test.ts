import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount, MAX_QUANTITY, useCart } from './cart';

const cart = () => useCart.getState();

describe('the customer cart', () => {
  beforeEach(() => cart().clear());

  it('adds one more of a product each time, within 1 to 99, and drops a line at 0', () => {
    cart().add(2, 11);
    cart().add(2, 11);
    cart().add(2, 12);
    expect(cart().lines).toEqual([
      { key: '11', sku_id: 11, options: [], quantity: 2, note: '' },
      { key: '12', sku_id: 12, options: [], quantity: 1, note: '' },
    ]);
    expect(cartCount(cart().lines)).toBe(3);
    cart().setQuantity('11', 500);
    expect(cart().lines[0]!.quantity).toBe(MAX_QUANTITY);
    cart().setQuantity('12', 0);
    expect(cart().lines.map((line) => line.sku_id)).toEqual([11]);
  });

  it("starts a new cart, note and all, for another outlet's product", () => {
    cart().add(2, 11);
    cart().setNotes('Please call');
    cart().add(3, 40);
    expect(cart()).toMatchObject({ outletId: 3, notes: '', lines: [{ sku_id: 40, quantity: 1, note: '' }] });
  });

  it('keeps a cup with other options on a line of its own, whatever order they were chosen in', () => {
    cart().add(2, 12, [2, 7]);
    cart().add(2, 12, [7, 2]);
    cart().add(2, 12, [1]);
    expect(cart().lines.map(({ key, options, quantity }) => ({ key, options, quantity }))).toEqual([
      { key: '12:2,7', options: [2, 7], quantity: 2 },
      { key: '12:1', options: [1], quantity: 1 },
    ]);
    cart().setNote('12:1', 'extra hot');
    expect(cart().lines[1]!.note).toBe('extra hot');
    expect(cart().lines[0]!.note).toBe('');
  });
});
