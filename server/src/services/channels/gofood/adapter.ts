// GoFood through the GoBiz partner API. What it relies on, as GoBiz documents it:
// - Notifications (https://developer.gobiz.com/docs/api/event-list, and the order states at
//   https://developer.gobiz.com/docs/docs/food-integration/how-to/order-state): each is a JSON POST
//   `{ header: { event_name, event_id, timestamp, version }, body: { service_type, outlet: { id,
//   external_outlet_id }, order: { status, order_number, order_total, order_items: [{ id,
//   external_id, name, price, quantity, notes, variants: [{ id, external_id, name }] }] } } }`;
//   events `gofood.order.awaiting_merchant_acceptance` (waits for the outlet: manual acceptance),
//   `gofood.order.merchant_accepted` (accepted, by the outlet or automatically), `driver_otw_pickup`,
//   `driver_arrived`, `placed` (the driver received the food), `completed` (delivered) and
//   `cancelled`. A repeat of one carries the same `event_id`.
// - Each notification is signed: `X-Go-Signature` is the HMAC-SHA256 (hex) of the raw body with the
//   notification secret (GOFOOD_NOTIFICATION_SECRET); one that does not match is refused.
// - Order acceptance (https://developer.gobiz.com/docs/api/food-integration/order-acceptance):
//   `PUT /integrations/gofood/outlets/{outlet_id}/v1/orders/{order_type}/{order_id}/accepted` and
//   `.../cancelled` with `{ cancel_reason_code, cancel_reason_description }`; marking the food ready is
//   sent to `.../food-ready` alongside them.
// - The catalog (https://developer.gobiz.com/docs/api/food-integration/sync-menu):
//   `PUT /integrations/gofood/outlets/{outlet_id}/v1/catalog` with `{ request_id, menus: [{ name,
//   menu_items: [{ external_id, name, description, in_stock, price, image,
//   variant_category_external_ids }] }], variant_categories: [{ external_id, internal_name, name,
//   rules: { selection: { min_quantity, max_quantity } }, variants: [{ external_id, name, price,
//   in_stock }] }] }`, prices final (tax included).
// - Calls carry `Authorization: Bearer` from an OAuth 2.0 client-credentials token (`POST
//   OAUTH_URL/oauth2/token`, form-encoded; https://developer.gobiz.com/docs/api/intro): GoAuth is
//   its own host, https://accounts.go-jek.com for https://api.gobiz.co.id and
//   https://integration-goauth.gojekapi.com for the sandbox https://api.partner-sandbox.gobiz.co.id;
//   any other address (a local stand-in) answers the token itself.
// Amounts are whole rupiah. A variant's price is not in the notification: an item's `price` is taken
// as the cup's price with its variants.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ChannelPlatformConfig } from '../../../config';
import type { ChannelAdapter, ChannelCallback, PlatformState } from '../port';
import { callPlatform, rupiah, text, type PlatformCall } from '../platform-http';

export const GOFOOD_SIGNATURE_HEADER = 'x-go-signature';

export const gofoodSignature = (rawBody: Buffer | string, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

const STATES: Record<string, PlatformState> = {
  'gofood.order.driver_otw_pickup': 'driver_allocated',
  'gofood.order.driver_arrived': 'driver_arrived',
  'gofood.order.placed': 'picked_up',
  'gofood.order.completed': 'delivered',
  'gofood.order.cancelled': 'cancelled',
};

const ORDER_EVENTS = ['gofood.order.awaiting_merchant_acceptance', 'gofood.order.merchant_accepted'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const GOAUTH_HOSTS: Record<string, string> = {
  'api.gobiz.co.id': 'https://accounts.go-jek.com',
  'api.partner-sandbox.gobiz.co.id': 'https://integration-goauth.gojekapi.com',
};

/** Where GoBiz issues tokens for the partner API at `baseUrl`. */
export function gobizTokenUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${GOAUTH_HOSTS[url.host] ?? baseUrl.replace(/\/+$/, '')}/oauth2/token`;
}

export function gofoodAdapter(config: ChannelPlatformConfig, timeoutMs: number): ChannelAdapter {
  const call: PlatformCall = {
    platform: 'GoFood',
    config,
    timeoutMs,
    tokenUrl: gobizTokenUrl(config.baseUrl),
    tokenBody: (clientId, clientSecret) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'client_credentials',
        scope: 'gofood:catalog:write gofood:order:write',
      }).toString(),
    }),
  };
  const orderPath = (storeId: string, orderId: string) =>
    `/integrations/gofood/outlets/${encodeURIComponent(storeId)}/v1/orders/delivery/${encodeURIComponent(orderId)}`;

  return {
    channel: 'gofood',

    verifyCallback(headers, rawBody) {
      const secret = config.callbackSecret;
      const given = headers[GOFOOD_SIGNATURE_HEADER];
      if (!secret || typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
      const expected = Buffer.from(gofoodSignature(rawBody, secret.reveal()), 'hex');
      return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
    },

    signCallback(rawBody) {
      if (!config.callbackSecret) throw new Error('GoFood has no notification secret on this server');
      return { [GOFOOD_SIGNATURE_HEADER]: gofoodSignature(rawBody, config.callbackSecret.reveal()) };
    },

    parseCallback(body): ChannelCallback {
      const json = (body ?? {}) as Json;
      const header = (json.header ?? {}) as Json;
      const eventType = text(header.event_name, 'header.event_name');
      const eventKey = text(header.event_id, 'header.event_id');
      const payload = (json.body ?? {}) as Json;
      const order = (payload.order ?? {}) as Json;
      const state = STATES[eventType];
      if (state)
        return {
          kind: 'state',
          eventKey,
          eventType,
          platformOrderId: text(order.order_number, 'body.order.order_number'),
          state,
        };
      if (!ORDER_EVENTS.includes(eventType)) return { kind: 'ignored', eventKey, eventType };
      const items = Array.isArray(order.order_items) ? (order.order_items as Json[]) : [];
      return {
        kind: 'order',
        eventKey,
        eventType,
        order: {
          platformOrderId: text(order.order_number, 'body.order.order_number'),
          orderNumber: text(order.order_number, 'body.order.order_number'),
          storeId: text(payload.outlet?.id, 'body.outlet.id'),
          items: items.map((item) => ({
            externalId: String(item.external_id ?? item.id ?? ''),
            name: String(item.name ?? item.external_id ?? ''),
            quantity: Number.isInteger(item.quantity) && item.quantity > 0 ? item.quantity : 1,
            price: rupiah(item.price),
            options: (Array.isArray(item.variants) ? (item.variants as Json[]) : []).map((variant) => ({
              externalId: String(variant.external_id ?? variant.id ?? ''),
              name: String(variant.name ?? variant.external_id ?? ''),
              quantity: 1,
              price: rupiah(variant.price),
            })),
            note: typeof item.notes === 'string' && item.notes.trim() ? item.notes.trim() : null,
          })),
          merchantPromotion: 0,
          platformPromotion: 0,
          platformTotal: rupiah(order.order_total),
          notes: null,
          placedAt: new Date(typeof header.timestamp === 'string' ? header.timestamp : Date.now()),
          awaitsAcceptance: eventType === 'gofood.order.awaiting_merchant_acceptance',
        },
      };
    },

    async pushState(storeId, platformOrderId, state) {
      const path = orderPath(storeId, platformOrderId);
      if (state === 'accepted') await callPlatform(call, 'PUT', `${path}/accepted`, {}, 'the order acceptance');
      else if (state === 'ready') await callPlatform(call, 'PUT', `${path}/food-ready`, {}, 'the food ready mark');
      else
        await callPlatform(
          call,
          'PUT',
          `${path}/cancelled`,
          { cancel_reason_code: 'OTHERS', cancel_reason_description: 'Cancelled by the outlet' },
          'the cancellation',
        );
    },

    async pushMenu(menu) {
      const groupIds = new Set(menu.modifierGroups.map((group) => group.externalId));
      await callPlatform(
        call,
        'PUT',
        `/integrations/gofood/outlets/${encodeURIComponent(menu.storeId)}/v1/catalog`,
        {
          request_id: randomUUID(),
          menus: menu.categories.map((category) => ({
            name: category.name,
            menu_items: menu.products
              .filter((product) => product.categoryExternalId === category.externalId)
              .map((product) => ({
                external_id: product.externalId,
                name: product.name,
                description: product.description ?? '',
                in_stock: product.available,
                price: product.price,
                image: product.imageUrl ?? undefined,
                variant_category_external_ids: product.modifierGroupExternalIds.filter((id) => groupIds.has(id)),
              })),
          })),
          variant_categories: menu.modifierGroups.map((group) => ({
            external_id: group.externalId,
            internal_name: group.name,
            name: group.name,
            rules: { selection: { min_quantity: group.minSelections, max_quantity: group.maxSelections } },
            variants: group.options.map((option) => ({
              external_id: option.externalId,
              name: option.name,
              price: option.price,
              in_stock: option.available,
            })),
          })),
        },
        'the catalog update',
      );
      return { jobId: null };
    },
  };
}
