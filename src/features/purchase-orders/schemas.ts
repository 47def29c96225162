// The purchase-order form and the goods-receipt dialog: the spec's messages in front of the
// contract's limits. The form holds what people type; `purchaseOrderBody` turns it into the
// contract's body with the amounts worked out the way the server checks them.
import { z } from 'zod';
import type { PurchaseOrder, PurchaseOrderInput } from '@generated/model';
import { t } from '@/lib/i18n';
import { maxLengthMessage, message, type TextKey } from '@/lib/validation/messages';
import { amountsOf, lineTotal } from './amounts';

const text = (required: TextKey, label: TextKey, max: number) =>
  z.string(message(required)).trim().min(1, message(required)).max(max, maxLengthMessage(label, max));

const positive = (messageKey: TextKey, max = Number.MAX_SAFE_INTEGER) =>
  z.number(message(messageKey)).int(message(messageKey)).min(1, message(messageKey)).max(max);

const lineSchema = z.object({
  id: z.number().optional(),
  item_name: text('purchaseOrder.itemNameRequired', 'purchaseOrder.itemName', 200),
  sku: z.number(message('purchaseOrder.skuRequired')),
  quantity: positive('purchaseOrder.quantityMin', 1_000_000),
  unit_price: positive('purchaseOrder.unitPriceMin'),
});

export const purchaseOrderFormSchema = z.object({
  po_number: text('purchaseOrder.poNumberRequired', 'purchaseOrder.poNumber', 50),
  vendor_id: z.number(message('purchaseOrder.vendorRequired')),
  /** The outlet that receives the goods; left empty, the head office. */
  outlet_id: z.number().int().positive().optional(),
  buyer: text('purchaseOrder.buyerRequired', 'purchaseOrder.buyer', 200),
  delivery_address: text('purchaseOrder.deliveryAddressRequired', 'purchaseOrder.deliveryAddress', 500),
  expected_delivery_date: z
    .string(message('purchaseOrder.expectedDeliveryDateRequired'))
    .min(1, message('purchaseOrder.expectedDeliveryDateRequired')),
  shipping_method: text('purchaseOrder.shippingMethodRequired', 'purchaseOrder.shippingMethod', 200),
  shipping_terms: text('purchaseOrder.shippingTermsRequired', 'purchaseOrder.shippingTerms', 200),
  payment_method: text('purchaseOrder.paymentMethodRequired', 'purchaseOrder.paymentMethod', 200),
  payment_terms: text('purchaseOrder.paymentTermsRequired', 'purchaseOrder.paymentTerms', 200),
  bank_name: text('purchaseOrder.bankNameRequired', 'purchaseOrder.bankName', 200),
  bank_account_name: text('purchaseOrder.bankAccountNameRequired', 'purchaseOrder.bankAccountName', 200),
  bank_account_number: z
    .string(message('purchaseOrder.bankAccountNumberRequired'))
    .trim()
    .min(1, message('purchaseOrder.bankAccountNumberRequired'))
    .regex(/^[0-9]{6,20}$/, message('purchaseOrder.bankAccountNumberDigits')),
  notes: z.string().trim().max(1000, maxLengthMessage('purchaseOrder.notes', 1000)).optional(),
  withTax: z.boolean(),
  taxRate: z
    .number(message('purchaseOrder.taxRateRange'))
    .min(0, message('purchaseOrder.taxRateRange'))
    .max(100, message('purchaseOrder.taxRateRange'))
    .optional(),
  items: z.array(lineSchema).min(1, message('purchaseOrder.itemsRequired')).max(100),
});

export type PurchaseOrderFormInput = z.input<typeof purchaseOrderFormSchema>;
export type PurchaseOrderFormValues = z.output<typeof purchaseOrderFormSchema>;

export const EMPTY_LINE = {
  item_name: '',
  sku: undefined,
  quantity: 1,
  unit_price: undefined,
} as unknown as PurchaseOrderFormInput['items'][number];

export const emptyPurchaseOrder = (poNumber = ''): PurchaseOrderFormInput =>
  ({
    po_number: poNumber,
    buyer: '',
    delivery_address: '',
    shipping_method: '',
    shipping_terms: '',
    payment_method: '',
    payment_terms: '',
    bank_name: '',
    bank_account_name: '',
    bank_account_number: '',
    notes: '',
    withTax: true,
    taxRate: 11,
    items: [EMPTY_LINE],
  }) as PurchaseOrderFormInput;

export const formValuesOf = (po: PurchaseOrder): PurchaseOrderFormInput => ({
  po_number: po.po_number,
  vendor_id: po.vendor_id,
  outlet_id: po.outlet_id,
  buyer: po.buyer,
  delivery_address: po.delivery_address,
  expected_delivery_date: po.expected_delivery_date,
  shipping_method: po.shipping_method,
  shipping_terms: po.shipping_terms,
  payment_method: po.payment_method,
  payment_terms: po.payment_terms,
  bank_name: po.bank_name,
  bank_account_name: po.bank_account_name,
  bank_account_number: po.bank_account_number,
  notes: po.notes ?? '',
  withTax: po.withTax,
  taxRate: po.withTax ? po.taxRate : 11,
  items: po.items.map((line) => ({
    id: line.id,
    item_name: line.item_name,
    sku: line.sku,
    quantity: line.quantity,
    unit_price: line.unit_price,
  })),
});

/** The create body (the update body adds the id): every amount worked out from the lines. */
export function purchaseOrderBody(values: PurchaseOrderFormValues): PurchaseOrderInput {
  const { withTax, taxRate, notes, items, outlet_id, ...header } = values;
  const rate = withTax ? (taxRate ?? 0) : 0;
  return {
    ...header,
    ...(outlet_id ? { outlet_id } : {}),
    ...(notes ? { notes } : {}),
    ...amountsOf(items, withTax, rate),
    withTax,
    taxRate: rate,
    items: items.map((line) => ({ ...line, total_price: lineTotal(line) })),
  };
}

/** One row of the goods-receipt dialog per open line; empty quantity and date mean "not this time". */
export const receiptFormSchema = (remaining: number[]) =>
  z
    .object({
      items: z.array(
        z.object({
          item_id: z.number(),
          quantity_received: z
            .number(message('purchaseOrder.quantityReceivedMin'))
            .int(message('purchaseOrder.quantityReceivedMin'))
            .min(0, message('purchaseOrder.quantityReceivedMin'))
            .optional(),
          received_at: z.string().optional(),
          notes: z.string().trim().max(500, maxLengthMessage('purchaseOrder.notes', 500)).optional(),
        }),
      ),
    })
    .superRefine(({ items }, ctx) => {
      items.forEach((item, index) => {
        const quantity = item.quantity_received;
        if (quantity !== undefined && quantity > (remaining[index] ?? 0)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'quantity_received'],
            message: t('purchaseOrder.exceedsRemaining'),
          });
        } else if (quantity && !item.received_at) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'received_at'],
            message: t('purchaseOrder.receivedAtRequired'),
          });
        } else if (item.received_at && !quantity) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'quantity_received'],
            message: t('purchaseOrder.quantityRequiredWithDate'),
          });
        }
      });
      if (!items.some((item) => item.quantity_received)) {
        ctx.addIssue({ code: 'custom', path: ['items'], message: t('purchaseOrder.inboundItemsRequired') });
      }
    });

export type ReceiptFormInput = z.input<ReturnType<typeof receiptFormSchema>>;
export type ReceiptFormValues = z.output<ReturnType<typeof receiptFormSchema>>;

/** Rejecting a purchase order awaiting approval: the reason the requester will read. */
export const rejectionSchema = z.object({
  reason: text('purchaseOrder.approval.reasonRequired', 'purchaseOrder.approval.reason', 500),
});
export type RejectionValues = z.infer<typeof rejectionSchema>;
