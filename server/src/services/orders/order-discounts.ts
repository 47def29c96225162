// The discounts an order took, as the contract's OrderDiscount: each promotion (or points redeemed)
// the one pricing function applied when it was placed, with its share of each line, the line named
// by its position among the order's items (items are listed by id, as placed).
import { asc, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { orderDiscounts, orderItemDiscounts, orderItems, promotionCodes } from '../../db/schema';
import { eq } from 'drizzle-orm';

export type OrderDiscountDto = components['schemas']['OrderDiscount'];

/** Per order id, its discounts in the order they applied (an order without any is absent). */
export async function discountsOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, OrderDiscountDto[]>> {
  const byOrder = new Map<number, OrderDiscountDto[]>();
  if (orderIds.length === 0) return byOrder;
  const discounts = await db
    .select({
      id: orderDiscounts.id,
      orderId: orderDiscounts.orderId,
      promotionId: orderDiscounts.promotionId,
      name: orderDiscounts.name,
      amount: orderDiscounts.amount,
      fundedBy: orderDiscounts.fundedBy,
      code: promotionCodes.code,
      points: orderDiscounts.points,
    })
    .from(orderDiscounts)
    .leftJoin(promotionCodes, eq(promotionCodes.id, orderDiscounts.codeId))
    .where(inArray(orderDiscounts.orderId, [...orderIds]))
    .orderBy(asc(orderDiscounts.id));
  if (discounts.length === 0) return byOrder;
  const withDiscounts = [...new Set(discounts.map((d) => d.orderId))];
  const [items, shares] = await Promise.all([
    db
      .select({ id: orderItems.id, orderId: orderItems.orderId })
      .from(orderItems)
      .where(inArray(orderItems.orderId, withDiscounts))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        discountId: orderItemDiscounts.orderDiscountId,
        itemId: orderItemDiscounts.orderItemId,
        amount: orderItemDiscounts.amount,
      })
      .from(orderItemDiscounts)
      .where(
        inArray(
          orderItemDiscounts.orderDiscountId,
          discounts.map((d) => d.id),
        ),
      ),
  ]);
  const position = new Map<number, number>();
  const seen = new Map<number, number>();
  for (const item of items) {
    const next = seen.get(item.orderId) ?? 0;
    position.set(item.id, next);
    seen.set(item.orderId, next + 1);
  }
  for (const discount of discounts) {
    const lines = shares
      .filter((share) => share.discountId === discount.id)
      .map((share) => ({ line: position.get(share.itemId)!, amount: share.amount }))
      .sort((a, b) => a.line - b.line);
    const list = byOrder.get(discount.orderId) ?? [];
    list.push({
      promotion_id: discount.promotionId,
      name: discount.name,
      amount: discount.amount,
      funded_by: discount.fundedBy,
      code: discount.code,
      points: discount.points,
      lines,
    });
    byOrder.set(discount.orderId, list);
  }
  return byOrder;
}
