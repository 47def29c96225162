// What a promotion being edited would take off an order, for the form's live preview: the same
// rules as saving it, the lines priced as a sale prices them, and the engine the one pricing
// function uses deciding whether it runs then and there and what it takes. Nothing is written.
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { outlets, skus } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { unitPrice } from '../sales/pricing';
import { applyPromotions, ruleFromRow, whyNotRunning, type NotRunning } from './engine';
import type { PromotionRow } from './queries';
import { checkPromotion, checkReferences, type PromotionValues } from './rules';

type PreviewInput = components['schemas']['PromotionPreviewInput'];
type PreviewDto = components['schemas']['PromotionPreview'];
type Reason = components['schemas']['PromotionPreviewReason'];

/** The unsaved promotion as a row, its filters the preview does not ask about left open. */
function draftRow(values: PromotionValues, input: PreviewInput): PromotionRow {
  const now = new Date();
  return {
    id: 0,
    ...values,
    outletIds: input.outlet_id === undefined ? [] : values.outletIds,
    channels: input.channel === undefined ? [] : values.channels,
    orderTypes: input.order_type === undefined ? [] : values.orderTypes,
    createdBy: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The engine's reasons as the preview names them. */
const REASONS: Record<NotRunning, Reason> = {
  inactive: 'inactive',
  not_yet_valid: 'not_yet_valid',
  expired: 'expired',
  day: 'day_of_week',
  time: 'time_of_day',
  outlet: 'outlet',
  channel: 'channel',
  order_type: 'order_type',
};

export async function previewPromotion(db: DbOrTx, reach: OutletReach, input: PreviewInput): Promise<PreviewDto> {
  const values = checkPromotion(input.promotion, 'promotion.');
  if (input.outlet_id !== undefined) {
    requireReach(reach, input.outlet_id, 'Outlet not found');
    const [outlet] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, input.outlet_id));
    if (!outlet) throw notFound('Outlet');
  }
  await checkReferences(db, reach, values, 'promotion.');

  const ids = [...new Set(input.items.map((item) => item.sku_id))];
  const products = await db
    .select({ id: skus.id, categoryId: skus.categoryId, price: skus.price, discountedPrice: skus.discountedPrice })
    .from(skus)
    .where(and(inArray(skus.id, ids), eq(skus.kind, 'product')));
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines = input.items.map((item, n) => {
    const product = byId.get(item.sku_id);
    if (!product) throw unprocessable('This item is not a product', `items.${n}.sku_id`);
    const price = unitPrice(product);
    return {
      skuId: product.id,
      categoryId: product.categoryId,
      quantity: item.quantity,
      price,
      subtotal: price * item.quantity,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);

  // A filter left open (draftRow) lets any value through, so these stand for "not asked".
  const rule = ruleFromRow(draftRow(values, input));
  const notRunning = whyNotRunning(rule, {
    at: new Date(input.at),
    outletId: input.outlet_id ?? 0,
    channel: input.channel ?? '',
    orderType: input.order_type ?? '',
  });
  const discounts = notRunning === null ? applyPromotions(lines, [rule]) : [];
  const discountTotal = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  const applies = discountTotal > 0;
  return {
    applies,
    reason: applies ? null : notRunning === null ? 'no_discount' : REASONS[notRunning],
    discounts: discounts.map((discount) => ({
      promotion_id: null,
      name: discount.name,
      amount: discount.amount,
      funded_by: discount.fundedBy,
      code: null,
      points: 0,
      lines: discount.lines,
    })),
    subtotal,
    discount_total: discountTotal,
  };
}
