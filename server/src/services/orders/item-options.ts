// The options sold lines carry, as the contract's OrderItemOption, names and prices as sold, in
// the order they were chosen in (their groups' and then their own order at the sale).
import { asc, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { orderItemOptions } from '../../db/schema';

export type OrderItemOptionDto = components['schemas']['OrderItemOption'];

/** Per order line id, its options (a line without any is absent). */
export async function itemOptions(db: DbOrTx, itemIds: readonly number[]): Promise<Map<number, OrderItemOptionDto[]>> {
  const byItem = new Map<number, OrderItemOptionDto[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({
      itemId: orderItemOptions.orderItemId,
      modifier_option_id: orderItemOptions.modifierOptionId,
      group_name: orderItemOptions.groupName,
      indonesian_group_name: orderItemOptions.indonesianGroupName,
      option_name: orderItemOptions.optionName,
      indonesian_option_name: orderItemOptions.indonesianOptionName,
      price_delta: orderItemOptions.priceDelta,
    })
    .from(orderItemOptions)
    .where(inArray(orderItemOptions.orderItemId, [...itemIds]))
    .orderBy(asc(orderItemOptions.id));
  for (const { itemId, ...option } of rows) {
    const list = byItem.get(itemId) ?? [];
    list.push(option);
    byItem.set(itemId, list);
  }
  return byItem;
}
