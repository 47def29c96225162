// The payment request form: the contract's body (generated) with the spec's messages in front.
// The method is chosen as a string (a radio value) and handed over as the partner id number.
import { z } from 'zod';
import { createInvoicePaymentRequestBody } from '@generated/zod/invoices/invoices.zod';
import { message } from '@/lib/validation/messages';

const body = createInvoicePaymentRequestBody.shape;

export const paymentRequestSchema = z.object({
  invoice_id: z.number(message('invoice.invoiceIdRequired')).pipe(body.invoice_id),
  payment_method_partner_id: z
    .string(message('invoice.partnerIdRequired'))
    .min(1, message('invoice.partnerIdRequired'))
    .pipe(z.string().regex(/^\d+$/, message('invoice.partnerIdNumber')))
    .transform(Number)
    .pipe(body.payment_method_partner_id),
});

export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;
export type PaymentRequestValues = z.output<typeof paymentRequestSchema>;
