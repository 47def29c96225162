// What an order would cost before it is placed, for the counter and the customer's app: the cart
// priced by the one placement path's checks and the one pricing function (./placement), nothing
// written.
import type { components } from '../../../../generated/schema';
import type { Db } from '../../db/client';
import { orderAmounts } from './amounts';
import { quoteOrder, type OrderLine, type QuoteRequest } from './placement';

type QuoteDto = components['schemas']['OrderQuote'];

interface LineInput {
  sku_id: number;
  quantity: number;
  note?: string | null;
  options?: readonly { modifier_option_id: number }[];
}

/** The request's lines as placement takes them. */
export const orderLines = (items: readonly LineInput[]): OrderLine[] =>
  items.map((item) => ({
    skuId: item.sku_id,
    quantity: item.quantity,
    note: item.note ?? null,
    options: item.options?.map((option) => option.modifier_option_id),
  }));

export async function quote(db: Db, request: QuoteRequest): Promise<QuoteDto> {
  const priced = await quoteOrder(db, request);
  return {
    lines: priced.lines.map((line) => ({
      sku_id: line.skuId,
      quantity: line.quantity,
      price: line.price,
      subtotal: line.subtotal,
      discount: line.discount,
    })),
    discounts: priced.discounts.map((discount) => ({
      promotion_id: discount.promotionId,
      name: discount.name,
      amount: discount.amount,
      funded_by: discount.fundedBy,
      code: discount.code,
      points: discount.points,
      lines: discount.lines,
    })),
    ...orderAmounts({
      ...priced,
      totalAmount: priced.total,
      pbjtRateBp: priced.pbjtBasisPoints,
      serviceChargeBp: priced.serviceChargeBasisPoints,
    }),
  };
}
