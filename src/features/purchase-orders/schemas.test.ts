import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PurchaseOrderInput } from '@generated/model';
import { amountsOf, taxOf } from './amounts';
import { emptyPurchaseOrder, purchaseOrderBody, purchaseOrderFormSchema, receiptFormSchema } from './schemas';

const filled = {
  ...emptyPurchaseOrder('PO-2026-11-0043'),
  vendor_id: 2,
  buyer: 'Rina Wulandari',
  delivery_address: 'Jl. Kemang Raya No. 12',
  expected_delivery_date: '2026-11-25',
  shipping_method: 'Truck',
  shipping_terms: 'FOB',
  payment_method: 'Bank transfer',
  payment_terms: 'Net 30',
  bank_name: 'BCA',
  bank_account_name: 'CV Boba Jaya',
  bank_account_number: '8730012345',
  items: [
    { item_name: 'Tapioca Pearls 3 kg', sku: 6, quantity: 20, unit_price: 85000 },
    { item_name: 'Grass Jelly 5 kg', sku: 7, quantity: 10, unit_price: 120000 },
  ],
};

describe('purchase-order amounts', () => {
  it('work out tax on whole rupiah, half up, as the server checks it', () => {
    expect(taxOf(99999, 11)).toBe(11000);
    expect(taxOf(50, 11)).toBe(6); // 5.5
    expect(taxOf(1000, 12.5)).toBe(125);
    // 138,602,671,105,107 × 9,999 basis points is past what a float holds exactly.
    expect(taxOf(138_602_671_105_107, 99.99)).toBe(138_588_810_837_996);
    expect(amountsOf(filled.items, true, 11)).toEqual({ subtotal: 2900000, tax: 319000, total_amount: 3219000 });
    expect(amountsOf(filled.items, false, 11).tax).toBe(0);
  });
});

describe('purchase-order form schema', () => {
  it('hands over the body the contract takes, with every amount filled in', () => {
    expectTypeOf(purchaseOrderBody).returns.toEqualTypeOf<PurchaseOrderInput>();
    const body = purchaseOrderBody(purchaseOrderFormSchema.parse(filled));
    expect(body).toMatchObject({ subtotal: 2900000, tax: 319000, total_amount: 3219000, withTax: true, taxRate: 11 });
    expect(body.items.map((line) => line.total_price)).toEqual([1700000, 1200000]);
    expect(body).not.toHaveProperty('notes');
  });

  it('says which header field is missing, in the spec’s words', () => {
    const result = purchaseOrderFormSchema.safeParse({ ...filled, po_number: ' ', buyer: '', vendor_id: undefined });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['PO number is required', 'Buyer is required', 'Vendor is required']),
    );
  });

  it('needs a line, a positive quantity and unit price, and a tax rate from 0 to 100', () => {
    const messages = (input: object) =>
      purchaseOrderFormSchema.safeParse({ ...filled, ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ items: [] })).toEqual(['At least one item is required']);
    expect(messages({ items: [{ ...filled.items[0], quantity: 0, unit_price: 0 }] })).toEqual([
      'Quantity must be at least 1',
      'Unit price must be at least 1',
    ]);
    expect(messages({ taxRate: 101 })).toEqual(['Tax rate must be between 0 and 100']);
  });
});

describe('goods-receipt schema', () => {
  const messages = (items: object[], remaining = [8, 10]) =>
    receiptFormSchema(remaining)
      .safeParse({ items })
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('refuses more than remains, a quantity without a date and a date without a quantity', () => {
    expect(messages([{ item_id: 1, quantity_received: 9, received_at: '2026-11-24' }, { item_id: 2 }])).toEqual([
      'items.0.quantity_received: Quantity received cannot exceed remaining quantity',
    ]);
    expect(
      messages([
        { item_id: 1, quantity_received: 3 },
        { item_id: 2, received_at: '2026-11-24' },
      ]),
    ).toEqual([
      'items.0.received_at: Received date is required',
      'items.1.quantity_received: Quantity received is required when a date is given',
    ]);
  });

  it('needs at least one line receiving something', () => {
    expect(messages([{ item_id: 1 }, { item_id: 2, quantity_received: 0 }])).toEqual([
      'items: At least one inbound item is required',
    ]);
  });
});
