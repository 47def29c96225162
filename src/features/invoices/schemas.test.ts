import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InvoicePaymentRequest } from '@generated/model';
import { paymentRequestSchema, type PaymentRequestValues } from './schemas';

const messages = (input: unknown) =>
  paymentRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('payment request form schema', () => {
  it("produces the contract's payment request body", () => {
    expectTypeOf<PaymentRequestValues>().toExtend<InvoicePaymentRequest>();
    // @ts-expect-error without the method it is not a payment request, so the check above can fail
    expectTypeOf<Omit<PaymentRequestValues, 'payment_method_partner_id'>>().toExtend<InvoicePaymentRequest>();
    expect(paymentRequestSchema.parse({ invoice_id: 41, payment_method_partner_id: '1001' })).toEqual({
      invoice_id: 41,
      payment_method_partner_id: 1001,
    });
  });

  it("says 'Invoice ID is required' without an invoice", () => {
    expect(messages({ payment_method_partner_id: '1001' })).toEqual(['Invoice ID is required']);
  });

  it("says 'Payment method partner ID is required' until a method is chosen, and wants a number", () => {
    expect(messages({ invoice_id: 41 })).toEqual(['Payment method partner ID is required']);
    expect(messages({ invoice_id: 41, payment_method_partner_id: '' })).toEqual([
      'Payment method partner ID is required',
    ]);
    expect(messages({ invoice_id: 41, payment_method_partner_id: 'BCA' })).toEqual([
      'Payment method partner ID must be a number',
    ]);
  });
});
