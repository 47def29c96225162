// A platform's order as the platform would send it (development and demos): the items at the
// outlet's prices on the platform, under the ids the menu sync gives them, signed by the platform's
// adapter and sent through the real callback endpoint, its checks and its placement.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { modifierOptions, outletChannels, skus } from '../../db/schema';
import { HttpError, unprocessable } from '../../lib/http-error';
import { unitPrice } from '../sales/pricing';
import { channelAdapter } from '../channels/adapters';
import { channelOptionDelta, channelPricingAt, channelProductPrice } from '../channels/channel-prices';
import { externalId } from '../channels/external-ids';
import type { CallbackResult } from './callbacks';
import type { ApiChannel } from '../channels/port';

export interface SimulatedOrder {
  channel: ApiChannel;
  outletId: number;
  platformOrderId?: string;
  items: { skuId: number; quantity: number; options?: number[] }[];
}

export async function sendSimulatedChannelOrder(app: FastifyInstance, order: SimulatedOrder) {
  const { db, config } = app;
  const [link] = await db
    .select({ storeId: outletChannels.storeId })
    .from(outletChannels)
    .where(and(eq(outletChannels.outletId, order.outletId), eq(outletChannels.channel, order.channel)));
  if (!link?.storeId) throw unprocessable('The outlet has no store id on this platform', 'outlet_id');
  const pricing = (await db.transaction((tx) => channelPricingAt(tx, order.outletId, order.channel)))!;
  const products = new Map(
    (
      await db
        .select({ id: skus.id, name: skus.name, price: skus.price, discountedPrice: skus.discountedPrice })
        .from(skus)
        .where(inArray(skus.id, [...order.items.map((item) => item.skuId), -1]))
    ).map((row) => [row.id, row]),
  );
  const optionIds = order.items.flatMap((item) => item.options ?? []);
  const options = new Map(
    (
      await db
        .select({ id: modifierOptions.id, name: modifierOptions.name, delta: modifierOptions.priceDelta })
        .from(modifierOptions)
        .where(inArray(modifierOptions.id, [...optionIds, -1]))
    ).map((row) => [row.id, row]),
  );
  const lines = order.items.map((item, index) => {
    const product = products.get(item.skuId);
    if (!product) throw unprocessable('Product does not exist', `items.${index}.sku_id`);
    const chosen = (item.options ?? []).map((id) => {
      const option = options.get(id);
      if (!option) throw unprocessable('Option does not exist', `items.${index}.options`);
      return { id, name: option.name, price: channelOptionDelta(pricing, option.delta) };
    });
    return { item, product, price: channelProductPrice(pricing, product.id, unitPrice(product)), chosen };
  });
  const platformOrderId = order.platformOrderId ?? `SIM-${randomUUID().slice(0, 8).toUpperCase()}`;
  const subtotal = lines.reduce(
    (sum, line) => sum + (line.price + line.chosen.reduce((s, o) => s + o.price, 0)) * line.item.quantity,
    0,
  );
  const body =
    order.channel === 'gofood'
      ? {
          header: {
            version: 1,
            timestamp: new Date().toISOString(),
            event_name: 'gofood.order.merchant_accepted',
            event_id: randomUUID(),
          },
          body: {
            service_type: 'gofood',
            outlet: { id: link.storeId, external_outlet_id: String(order.outletId) },
            order: {
              status: 'MERCHANT_ACCEPTED',
              order_number: platformOrderId,
              order_total: subtotal,
              order_items: lines.map((line) => ({
                id: randomUUID(),
                external_id: externalId('sku', line.product.id),
                name: line.product.name,
                quantity: line.item.quantity,
                price: line.price + line.chosen.reduce((s, o) => s + o.price, 0),
                notes: '',
                variants: line.chosen.map((option) => ({
                  id: randomUUID(),
                  external_id: externalId('opt', option.id),
                  name: option.name,
                })),
              })),
            },
          },
        }
      : {
          orderID: platformOrderId,
          shortOrderNumber: `GF-${platformOrderId.slice(-4)}`,
          merchantID: link.storeId,
          partnerMerchantID: String(order.outletId),
          paymentType: 'CASHLESS',
          orderTime: new Date().toISOString(),
          currency: { code: 'IDR', symbol: 'Rp', exponent: 0 },
          featureFlags: { orderAcceptedType: 'AUTO', orderType: 'DELIVERY_BY_GRAB' },
          items: lines.map((line) => ({
            id: externalId('sku', line.product.id),
            quantity: line.item.quantity,
            price: line.price + line.chosen.reduce((s, o) => s + o.price, 0),
            modifiers: line.chosen.map((option) => ({
              id: externalId('opt', option.id),
              price: option.price,
              quantity: 1,
            })),
          })),
          price: { subtotal, merchantFundPromo: 0, grabFundPromo: 0, eaterPayment: subtotal },
        };
  const payload = JSON.stringify(body);
  const answer = await app.inject({
    method: 'POST',
    url: `/adm/v1/channel-callbacks/${order.channel}`,
    headers: {
      'content-type': 'application/json',
      ...channelAdapter(config.channels, order.channel).signCallback(Buffer.from(payload)),
    },
    payload,
  });
  if (answer.statusCode !== 200) {
    const detail = (answer.json() as { errors?: { detail?: string }[] }).errors?.[0]?.detail ?? answer.statusMessage;
    throw new HttpError(422, `The platform's order was refused: ${detail}`, 'items');
  }
  return (answer.json() as { data: { result: CallbackResult; order_id: number | null } }).data;
}
