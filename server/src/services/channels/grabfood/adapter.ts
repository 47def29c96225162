// GrabFood through the GrabFood partner API, as its OpenAPI document describes it (github.com/grab/
// grabfood-api-sdk-java, api/openapi.yaml, version 1.1.3; https://developer.grab.com/docs/grab-food/):
// - Submit order webhook (SubmitOrderRequest), POSTed by Grab to the partner: `orderID`,
//   `shortOrderNumber`, `merchantID` (the outlet at Grab: outlet_channels.store_id),
//   `partnerMerchantID`, `currency { code, exponent }`, `featureFlags { orderAcceptedType }`,
//   `items: [{ id (the partner's external id), quantity, price (one item with its modifiers, tax
//   included, minor units), specifications, modifiers: [{ id, price, quantity }] }]`, `price {
//   subtotal, merchantFundPromo, grabFundPromo, ... }`, `orderTime`. A repeat is the same `orderID`.
// - Push order state webhook (OrderStateRequest): `merchantID`, `orderID`, `state` one of ACCEPTED,
//   DRIVER_ALLOCATED, DRIVER_ARRIVED, COLLECTED, DELIVERED, FAILED, CANCELLED. A repeat is the same
//   order and state.
// - Menu sync webhook (MenuSyncWebhookRequest): `requestID` (a repeat carries the same), `jobID`,
//   `status` QUEUEING, PROCESSING, SUCCESS, FAILED, `errors`.
// - Grab's calls to the partner carry `Authorization: Bearer <token>`, the token the partner issues
//   Grab ("Get partner access token webhook"); here it is the partner secret
//   (GRABFOOD_PARTNER_SECRET), and a call without it is refused.
// - The partner's calls (Bearer from `POST /grabid/v1/oauth2/token`, JSON, client_credentials, scope
//   `food.partner_api`, on Grab's api host): accept `POST /partner/v1/order/prepare { orderID,
//   toState: Accepted }`, ready `POST /partner/v1/orders/mark { orderID, markStatus: 1 }`, cancel
//   `PUT /partner/v1/order/cancel { orderID, merchantID, cancelCode }`; menus: `PUT
//   /partner/v1/batch/menu { merchantID, field: ITEM, menuEntities: [{ id, price, availableStatus }] }`,
//   `PUT /partner/v1/menu { merchantID, field: MODIFIER, id, price, availableStatus }` and the menu
//   update notification `POST /partner/v1/merchant/menu/notification { merchantID }`, answered 204
//   with the job's id in `x-job-id`, after which Grab pulls the whole menu.
import { timingSafeEqual } from 'node:crypto';
import type { ChannelPlatformConfig } from '../../../config';
import type { ChannelAdapter, ChannelCallback, PlatformState } from '../port';
import { callPlatform, rupiah, text, type PlatformCall } from '../platform-http';

const STATES: Record<string, PlatformState> = {
  DRIVER_ALLOCATED: 'driver_allocated',
  DRIVER_ARRIVED: 'driver_arrived',
  COLLECTED: 'picked_up',
  DELIVERED: 'delivered',
  FAILED: 'cancelled',
  CANCELLED: 'cancelled',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Grab's token endpoint is on its api host, the partner API under partner-api. */
export function grabTokenUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.host.replace(/^partner-api\./, 'api.')}/grabid/v1/oauth2/token`;
}

export function grabfoodAdapter(config: ChannelPlatformConfig, timeoutMs: number): ChannelAdapter {
  const call: PlatformCall = {
    platform: 'GrabFood',
    config,
    timeoutMs,
    tokenUrl: grabTokenUrl(config.baseUrl),
    tokenBody: (clientId, clientSecret) => ({
      contentType: 'application/json',
      body: JSON.stringify({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'client_credentials',
        scope: 'food.partner_api',
      }),
    }),
  };

  return {
    channel: 'grabfood',

    verifyCallback(headers) {
      const secret = config.callbackSecret;
      const match = /^Bearer (\S+)$/.exec(headers.authorization ?? '');
      if (!secret || !match) return false;
      const given = Buffer.from(match[1]!);
      const expected = Buffer.from(secret.reveal());
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    signCallback() {
      if (!config.callbackSecret) throw new Error('GrabFood has no partner secret on this server');
      return { authorization: `Bearer ${config.callbackSecret.reveal()}` };
    },

    parseCallback(body): ChannelCallback {
      const json = (body ?? {}) as Json;
      if (typeof json.jobID === 'string' && typeof json.status === 'string') {
        const status = json.status === 'SUCCESS' || json.status === 'FAILED' ? json.status : 'RUNNING';
        return {
          kind: 'menu_sync',
          eventKey: `menu:${typeof json.requestID === 'string' ? json.requestID : `${json.jobID}:${json.status}`}`,
          eventType: 'menu_sync',
          jobId: json.jobID,
          status,
          errors: Array.isArray(json.errors) ? json.errors.map(String) : [],
        };
      }
      const orderId = text(json.orderID, 'orderID');
      if (typeof json.state === 'string') {
        const state = STATES[json.state];
        const eventKey = `state:${orderId}:${json.state}`;
        const eventType = `order_state.${json.state}`;
        return state
          ? { kind: 'state', eventKey, eventType, platformOrderId: orderId, state }
          : { kind: 'ignored', eventKey, eventType };
      }
      if (!Array.isArray(json.items)) throw new Error('The callback has no items');
      const exponent = Number.isInteger(json.currency?.exponent) ? (json.currency.exponent as number) : 0;
      const price = (json.price ?? {}) as Json;
      return {
        kind: 'order',
        eventKey: `order:${orderId}`,
        eventType: 'submit_order',
        order: {
          platformOrderId: orderId,
          orderNumber: typeof json.shortOrderNumber === 'string' ? json.shortOrderNumber : orderId,
          storeId: text(json.merchantID, 'merchantID'),
          items: (json.items as Json[]).map((item) => {
            const modifiers = Array.isArray(item.modifiers) ? (item.modifiers as Json[]) : [];
            const options = modifiers.map((modifier) => ({
              externalId: String(modifier.id ?? ''),
              name: String(modifier.id ?? ''),
              quantity: 1,
              price: rupiah(modifier.price, exponent),
            }));
            return {
              externalId: String(item.id ?? item.grabItemID ?? ''),
              name: String(item.id ?? item.grabItemID ?? ''),
              quantity: Number.isInteger(item.quantity) && item.quantity > 0 ? (item.quantity as number) : 1,
              // One item with its modifiers, as Grab prices it; the modifiers' own prices taken out.
              price: Math.max(0, rupiah(item.price, exponent) - options.reduce((sum, option) => sum + option.price, 0)),
              options,
              note:
                typeof item.specifications === 'string' && item.specifications.trim()
                  ? item.specifications.trim()
                  : null,
            };
          }),
          merchantPromotion: rupiah(price.merchantFundPromo, exponent),
          platformPromotion: rupiah(price.grabFundPromo, exponent),
          platformTotal: rupiah(price.subtotal, exponent),
          notes: null,
          placedAt: new Date(typeof json.orderTime === 'string' ? json.orderTime : Date.now()),
          awaitsAcceptance: json.featureFlags?.orderAcceptedType === 'MANUAL',
        },
      };
    },

    async pushState(storeId, platformOrderId, state) {
      if (state === 'accepted')
        await callPlatform(
          call,
          'POST',
          '/partner/v1/order/prepare',
          { orderID: platformOrderId, toState: 'Accepted' },
          'the order acceptance',
        );
      else if (state === 'ready')
        await callPlatform(
          call,
          'POST',
          '/partner/v1/orders/mark',
          { orderID: platformOrderId, markStatus: 1 },
          'the ready mark',
        );
      else
        await callPlatform(
          call,
          'PUT',
          '/partner/v1/order/cancel',
          { orderID: platformOrderId, merchantID: storeId, cancelCode: 1004 },
          'the cancellation',
        );
    },

    async pushMenu(menu) {
      const status = (available: boolean) => (available ? 'AVAILABLE' : 'UNAVAILABLE');
      await callPlatform(
        call,
        'PUT',
        '/partner/v1/batch/menu',
        {
          merchantID: menu.storeId,
          field: 'ITEM',
          menuEntities: menu.products.map((product) => ({
            id: product.externalId,
            price: product.price,
            availableStatus: status(product.available),
          })),
        },
        'the menu update',
      );
      for (const option of menu.modifierGroups.flatMap((group) => group.options))
        await callPlatform(
          call,
          'PUT',
          '/partner/v1/menu',
          {
            merchantID: menu.storeId,
            field: 'MODIFIER',
            id: option.externalId,
            price: option.price,
            availableStatus: status(option.available),
          },
          'the modifier update',
        );
      const answer = await callPlatform(
        call,
        'POST',
        '/partner/v1/merchant/menu/notification',
        { merchantID: menu.storeId },
        'the menu update notification',
      );
      return { jobId: answer.headers.get('x-job-id') };
    },
  };
}
