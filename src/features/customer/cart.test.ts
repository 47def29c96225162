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
      { sku_id: 11, quantity: 2, note: '' },
      { sku_id: 12, quantity: 1, note: '' },
    ]);
    expect(cartCount(cart().lines)).toBe(3);
    cart().setQuantity(11, 500);
    expect(cart().lines[0]!.quantity).toBe(MAX_QUANTITY);
    cart().setQuantity(12, 0);
    expect(cart().lines.map((line) => line.sku_id)).toEqual([11]);
  });

  it("starts a new cart, note and all, for another outlet's product", () => {
    cart().add(2, 11);
    cart().setNotes('Please call');
    cart().add(3, 40);
    expect(cart()).toMatchObject({ outletId: 3, notes: '', lines: [{ sku_id: 40, quantity: 1, note: '' }] });
  });
});
