// The purchase-order form and the goods-receipt dialog: the contract's bodies with the spec's
// messages in front of them. The form holds what people type; `purchaseOrderBody` turns it into the
// contract's body with the amounts worked out the way the server checks them. Written here only
// what the contract cannot say: whole units and rupiah, the tax switch, and on receiving the
// remaining quantity and the date that goes with a quantity.
import { z } from 'zod';
import {
  createPurchaseOrderBody,
  createPurchaseOrderBodyBankAccountNumberRegExp,
  createPurchaseOrderBodyItemsMax,
  createPurchaseOrderBodyTaxRateMax,
  createPurchaseOrderBodyTaxRateMin,
  createPurchaseOrderInboundBody,
  rejectPurchaseOrderBody,
} from '@generated/zod/purchase-orders/purchase-orders.zod';
import type { PurchaseOrder, PurchaseOrderInput } from '@generated/model';
import { t } from '@/lib/i18n';
import { maxLengthMessage, message, type TextKey } from '@/lib/validation/messages';
import { amountsOf, lineTotal } from './amounts';

const body = createPurchaseOrderBody.shape;
const line = body.items.element.shape;

/** A required text: the spec's messages, then the contract's own rule (its length limit included). */
const text = (required: TextKey, label: TextKey, contract: z.ZodString) => {
  const max = contract.maxLength ?? Number.MAX_SAFE_INTEGER;
  return z
    .string(message(required))
    .trim()
    .min(1, message(required))
    .max(max, maxLengthMessage(label, max))
    .pipe(contract);
};

/** An optional text: its length limit in the spec's words, then the contract's rule. */
const optionalText = (label: TextKey, contract: z.ZodString) => {
  const max = contract.maxLength ?? Number.MAX_SAFE_INTEGER;
  return z.string().trim().max(max, maxLengthMessage(label, max)).pipe(contract).optional();
};

/** Whole units or rupiah of at least one (the contract says only "at least one"). */
const positive = (messageKey: TextKey, contract: z.ZodNumber) =>
  z
    .number(message(messageKey))
    .int(message(messageKey))
    .min(1, message(messageKey))
    .max(contract.maxValue ?? Number.MAX_SAFE_INTEGER)
    .pipe(contract);

const lineSchema = z.object({
  id: line.id,
  item_name: text('purchaseOrder.itemNameRequired', 'purchaseOrder.itemName', line.item_name),
  sku: z.number(message('purchaseOrder.skuRequired')).pipe(line.sku),
  quantity: positive('purchaseOrder.quantityMin', line.quantity),
  unit_price: positive('purchaseOrder.unitPriceMin', line.unit_price),
});

const taxRange = message('purchaseOrder.taxRateRange');

export const purchaseOrderFormSchema = createPurchaseOrderBody
  // The amounts are worked out from the lines, not typed.
  .omit({ subtotal: true, tax: true, total_amount: true })
  .extend({
    po_number: text('purchaseOrder.poNumberRequired', 'purchaseOrder.poNumber', body.po_number),
    vendor_id: z.number(message('purchaseOrder.vendorRequired')).pipe(body.vendor_id),
    /** The outlet that receives the goods; left empty, the head office. */
    outlet_id: body.outlet_id,
    buyer: text('purchaseOrder.buyerRequired', 'purchaseOrder.buyer', body.buyer),
    delivery_address: text(
      'purchaseOrder.deliveryAddressRequired',
      'purchaseOrder.deliveryAddress',
      body.delivery_address,
    ),
    expected_delivery_date: z
      .string(message('purchaseOrder.expectedDeliveryDateRequired'))
      .min(1, message('purchaseOrder.expectedDeliveryDateRequired'))
      .pipe(body.expected_delivery_date),
    shipping_method: text('purchaseOrder.shippingMethodRequired', 'purchaseOrder.shippingMethod', body.shipping_method),
    shipping_terms: text('purchaseOrder.shippingTermsRequired', 'purchaseOrder.shippingTerms', body.shipping_terms),
    payment_method: text('purchaseOrder.paymentMethodRequired', 'purchaseOrder.paymentMethod', body.payment_method),
    payment_terms: text('purchaseOrder.paymentTermsRequired', 'purchaseOrder.paymentTerms', body.payment_terms),
    bank_name: text('purchaseOrder.bankNameRequired', 'purchaseOrder.bankName', body.bank_name),
    bank_account_name: text(
      'purchaseOrder.bankAccountNameRequired',
      'purchaseOrder.bankAccountName',
      body.bank_account_name,
    ),
    bank_account_number: z
      .string(message('purchaseOrder.bankAccountNumberRequired'))
      .trim()
      .min(1, message('purchaseOrder.bankAccountNumberRequired'))
      .regex(createPurchaseOrderBodyBankAccountNumberRegExp, message('purchaseOrder.bankAccountNumberDigits'))
      .pipe(body.bank_account_number),
    notes: optionalText('purchaseOrder.notes', body.notes.unwrap()),
    // The form always says whether tax applies; the contract lets a body leave it out.
    withTax: z.boolean(),
    taxRate: z
      .number(taxRange)
      .min(createPurchaseOrderBodyTaxRateMin, taxRange)
      .max(createPurchaseOrderBodyTaxRateMax, taxRange)
      .optional(),
    items: z.array(lineSchema).min(1, message('purchaseOrder.itemsRequired')).max(createPurchaseOrderBodyItemsMax),
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

const inbound = createPurchaseOrderInboundBody.shape.items.element.shape;

/**
 * One row of the goods-receipt dialog per open line; empty quantity and date mean "not this time".
 * A line whose SKU tracks expiry (`tracksExpiry`, by row) needs the expiry date printed on what arrived.
 */
export const receiptFormSchema = (remaining: number[], tracksExpiry: readonly boolean[] = []) =>
  z
    .object({
      items: z.array(
        z.object({
          item_id: inbound.item_id,
          quantity_received: z
            .number(message('purchaseOrder.quantityReceivedMin'))
            .int(message('purchaseOrder.quantityReceivedMin'))
            .min(0, message('purchaseOrder.quantityReceivedMin'))
            .pipe(inbound.quantity_received)
            .optional(),
          received_at: inbound.received_at,
          notes: optionalText('purchaseOrder.notes', inbound.notes.unwrap()),
          expiry_date: inbound.expiry_date,
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
        if (quantity && tracksExpiry[index] && !item.expiry_date) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'expiry_date'],
            message: t('inventory.expiryDateRequired'),
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
export const rejectionSchema = rejectPurchaseOrderBody.extend({
  reason: text(
    'purchaseOrder.approval.reasonRequired',
    'purchaseOrder.approval.reason',
    rejectPurchaseOrderBody.shape.reason,
  ),
});
export type RejectionValues = z.infer<typeof rejectionSchema>;
