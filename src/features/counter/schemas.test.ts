import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CounterOrderCreate } from '@generated/model';
import { counterSaleSchema, emptySale, type CounterSaleValues } from './schemas';

const messages = (input: unknown) =>
  counterSaleSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

const sale = {
  ...emptySale(1, 'Counter 1'),
  items: [{ sku_id: 12, quantity: 2, note: ' less ice ' }],
  customer_name: 'Dewi',
  payment: { method: 'cash' as const, tendered: 50_000, payment_method_partner_id: '' },
};

describe('the counter sale form schema', () => {
  it("produces the contract's counter order body, with no price in it", () => {
    expectTypeOf<CounterSaleValues>().toExtend<CounterOrderCreate>();
    // @ts-expect-error without the payment it is not a counter order, so the check above can fail
    expectTypeOf<Omit<CounterSaleValues, 'payment'>>().toExtend<CounterOrderCreate>();
    expect(counterSaleSchema.parse(sale)).toEqual({
      outlet_id: 1,
      register: 'Counter 1',
      order_type: 'takeaway',
      items: [{ sku_id: 12, quantity: 2, note: 'less ice' }],
      customer_name: 'Dewi',
      notes: null,
      payment: { method: 'cash', tendered: 50_000 },
    });
  });

  it('sends the options chosen for a cup', () => {
    const cup = { ...sale, items: [{ sku_id: 12, quantity: 3, note: '', options: [{ modifier_option_id: 2 }] }] };
    expect(counterSaleSchema.parse(cup).items).toEqual([
      { sku_id: 12, quantity: 3, note: null, options: [{ modifier_option_id: 2 }] },
    ]);
  });

  it('sends the QRIS method chosen as its partner id', () => {
    const qris = { ...sale, payment: { method: 'qris' as const, payment_method_partner_id: '1004' } };
    expect(counterSaleSchema.parse(qris).payment).toEqual({ method: 'qris', payment_method_partner_id: 1004 });
    expect(messages({ ...sale, payment: { method: 'qris', payment_method_partner_id: '' } })).toEqual([
      'Choose a QRIS payment method',
    ]);
  });

  it('wants a product in the cart and the cash received', () => {
    expect(messages({ ...sale, items: [] })).toEqual(['Add a product to the cart']);
    expect(messages({ ...sale, payment: { method: 'cash', tendered: undefined } })).toEqual([
      'Cash received is required',
    ]);
  });
});
