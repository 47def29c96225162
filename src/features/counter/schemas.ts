// The counter's sale form: the cart, how it is handed over, who it is for and how it is paid, checked
// with the contract's limits (generated) and the counter's messages. The output is the contract's
// request body (schemas.test.ts proves it): no price travels, the server prices the sale.
import { z } from 'zod';
import {
  createCounterOrderBody,
  createCounterOrderBodyCustomerNameMax,
  createCounterOrderBodyItemsItemNoteMax,
  createCounterOrderBodyItemsItemOptionsMax,
  createCounterOrderBodyItemsItemQuantityMax,
  createCounterOrderBodyItemsMax,
  createCounterOrderBodyNotesMax,
  createCounterOrderBodyPlatformOrderNumberMax,
  createCounterOrderBodyVoucherCodeMax,
} from '@generated/zod/counter/counter.zod';
import { t } from '@/lib/i18n';
import { maxLengthMessage, message } from '@/lib/validation/messages';

const body = createCounterOrderBody.shape;
const NOTE_MAX = createCounterOrderBodyItemsItemNoteMax;
const NAME_MAX = createCounterOrderBodyCustomerNameMax;
const NOTES_MAX = createCounterOrderBodyNotesMax;

/** Empty text is no value. */
const optionalText = (max: number, label: Parameters<typeof maxLengthMessage>[0]) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(label, max))
    .transform((text) => (text === '' ? null : text));

const line = z.object({
  sku_id: z.number(),
  quantity: z
    .number(message('counter.quantityRange'))
    .int(message('counter.quantityRange'))
    .min(1, message('counter.quantityRange'))
    .max(createCounterOrderBodyItemsItemQuantityMax, message('counter.quantityRange')),
  note: optionalText(NOTE_MAX, 'counter.lineNote'),
  // The cup's options as the picker chose them; the server checks the groups' rules.
  options: z
    .array(z.object({ modifier_option_id: z.number().int().positive() }))
    .max(createCounterOrderBodyItemsItemOptionsMax)
    .optional(),
});

const payment = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('cash'),
    tendered: z.number(message('counter.tenderedRequired')).int().min(0, message('counter.tenderedRequired')),
    // Exact cash: the amount handed over follows the total until the cashier types another.
    exact: z.boolean().optional(),
    payment_method_partner_id: z.string().optional(),
  }),
  z.object({
    method: z.literal('qris'),
    tendered: z.unknown().optional(),
    exact: z.boolean().optional(),
    payment_method_partner_id: z.string(message('counter.qrisRequired')).min(1, message('counter.qrisRequired')),
  }),
  // A ShopeeFood order: its customer paid the platform.
  z.object({
    method: z.literal('platform'),
    tendered: z.unknown().optional(),
    exact: z.boolean().optional(),
    payment_method_partner_id: z.string().optional(),
  }),
]);

export const counterSaleSchema = z
  .object({
    outlet_id: body.outlet_id,
    // Which register sells is the counter's choice, not the cashier's input: set when the sale is sent.
    register: z.string(),
    order_type: body.order_type,
    items: z
      .array(line)
      .min(1, message('counter.cartEmpty'))
      .max(createCounterOrderBodyItemsMax, message('counter.cartTooLong')),
    customer_name: optionalText(NAME_MAX, 'counter.customerName'),
    notes: optionalText(NOTES_MAX, 'counter.orderNote'),
    // A voucher the customer shows; the server says whether it applies (and why not, at this field).
    voucher_code: z
      .string()
      .trim()
      .max(
        createCounterOrderBodyVoucherCodeMax,
        maxLengthMessage('counter.voucherCode', createCounterOrderBodyVoucherCodeMax),
      )
      .optional(),
    // ShopeeFood's order number, for a ShopeeFood order (delivery).
    platform_order_number: z.string().trim().max(createCounterOrderBodyPlatformOrderNumberMax).optional(),
    payment,
  })
  .superRefine((sale, context) => {
    if (sale.order_type === 'delivery' && !sale.platform_order_number)
      context.addIssue({
        code: 'custom',
        path: ['platform_order_number'],
        message: t('counter.platformOrderNumberRequired'),
      });
  })
  .transform(({ payment: paid, voucher_code, platform_order_number, ...sale }) => ({
    ...sale,
    ...(voucher_code ? { voucher_code } : {}),
    ...(sale.order_type === 'delivery' ? { platform_order_number } : {}),
    payment:
      sale.order_type === 'delivery'
        ? { method: 'platform' as const }
        : paid.method === 'cash'
          ? { method: 'cash' as const, tendered: paid.tendered }
          : { method: 'qris' as const, payment_method_partner_id: Number(paid.payment_method_partner_id) },
  }));

export type CounterSaleInput = z.input<typeof counterSaleSchema>;
export type CounterSaleValues = z.output<typeof counterSaleSchema>;

/** A new sale at `outletId`'s `register`: takeaway, paid in cash, nothing in the cart. */
export const emptySale = (outletId: number, register: string): CounterSaleInput => ({
  outlet_id: outletId,
  register,
  order_type: 'takeaway',
  items: [],
  customer_name: '',
  notes: '',
  voucher_code: '',
  platform_order_number: '',
  payment: { method: 'cash', tendered: undefined as unknown as number, exact: false, payment_method_partner_id: '' },
});
