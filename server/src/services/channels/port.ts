// What the product asks of a delivery platform and hears from it, one adapter per platform
// (./gofood, ./grabfood), each written against the platform's documented partner API and tested
// against a local fake of it (server/test/helpers/fake-gofood.ts, fake-grabfood.ts). The rest of
// the product speaks only these types: a callback read into an order or a state, a state to send,
// a menu to push. Items and options travel under the ids the menu sync sent (./external-ids), which
// is how an incoming order's lines are mapped back to SKUs and modifier options.
import type { IncomingHttpHeaders } from 'node:http';
import type { ChannelPlatformConfig } from '../../config';
import type { CHANNEL_PUSH_STATES } from '../../db/schema';

/** The platforms with a partner API (ShopeeFood has none: its orders are entered at the counter). */
export type ApiChannel = 'gofood' | 'grabfood';
export const API_CHANNELS: readonly ApiChannel[] = ['gofood', 'grabfood'];

/** A state the product sends a platform (the outlet accepted, the order is ready, the outlet cancelled). */
export type ChannelPushState = (typeof CHANNEL_PUSH_STATES)[number];

/** An option of a platform order's item, as the platform sent it. */
export interface PlatformOption {
  /** The id the menu sync gave it (`opt-<id>`), or the platform's own when the sync never sent it. */
  externalId: string;
  name: string;
  quantity: number;
  /** Whole rupiah per unit of the item, as the platform priced it. */
  price: number;
}

/** A line of a platform order, as the platform sent it. */
export interface PlatformItem {
  externalId: string;
  name: string;
  quantity: number;
  /** Whole rupiah per unit, options excluded, as the platform priced it. */
  price: number;
  options: PlatformOption[];
  note: string | null;
}

/** A new order, read from a platform's callback. */
export interface PlatformOrder {
  platformOrderId: string;
  /** The short number the driver and the outlet call it by. */
  orderNumber: string;
  /** The outlet's id at the platform (outlet_channels.store_id). */
  storeId: string;
  items: PlatformItem[];
  /** What the platform says the merchant funds of its promotions, and what the platform funds. */
  merchantPromotion: number;
  platformPromotion: number;
  /** The order's total at the platform before its promotions (for the record; the product prices it itself). */
  platformTotal: number;
  notes: string | null;
  placedAt: Date;
  /** The platform waits for the outlet to accept it (manual acceptance at the platform). */
  awaitsAcceptance?: boolean;
}

/** What the platform's later callbacks say happened to an order. */
export type PlatformState = 'driver_allocated' | 'driver_arrived' | 'picked_up' | 'delivered' | 'cancelled';

/** A callback, read: each carries the key that makes a repeat of it the same callback. */
export type ChannelCallback =
  | { kind: 'order'; eventKey: string; eventType: string; order: PlatformOrder }
  | { kind: 'state'; eventKey: string; eventType: string; platformOrderId: string; state: PlatformState }
  | {
      kind: 'menu_sync';
      eventKey: string;
      eventType: string;
      jobId: string;
      status: 'SUCCESS' | 'FAILED' | 'RUNNING';
      errors: string[];
    }
  | { kind: 'ignored'; eventKey: string; eventType: string };

/** An outlet's menu as a platform receives it: final prices (PBJT included), whole rupiah. */
export interface ChannelMenu {
  storeId: string;
  categories: { externalId: string; name: string }[];
  products: {
    externalId: string;
    categoryExternalId: string;
    name: string;
    description: string | null;
    price: number;
    available: boolean;
    imageUrl: string | null;
    modifierGroupExternalIds: string[];
  }[];
  modifierGroups: {
    externalId: string;
    name: string;
    minSelections: number;
    maxSelections: number;
    options: { externalId: string; name: string; price: number; available: boolean }[];
  }[];
}

export interface ChannelAdapter {
  readonly channel: ApiChannel;
  /**
   * Whether a callback is the platform's, checked as the platform documents it, on the body exactly
   * as received: a forged or altered one is refused before it is read.
   */
  verifyCallback(headers: IncomingHttpHeaders, rawBody: Buffer): boolean;
  /** Reads a verified callback; throws an Error naming what is missing when it cannot be read. */
  parseCallback(body: unknown): ChannelCallback;
  /** Signs a body as the platform would (the development channel orders, and the tests). */
  signCallback(rawBody: Buffer): Record<string, string>;
  /** Tells the platform an order's new state; throws when the platform refuses or cannot be reached. */
  pushState(storeId: string, platformOrderId: string, state: ChannelPushState): Promise<void>;
  /** Pushes an outlet's whole menu with its availability; answers the platform's job id when it gives one. */
  pushMenu(menu: ChannelMenu): Promise<{ jobId: string | null }>;
}

/** Whether the partner credentials are set, so calls to the platform can be made. */
export const canCall = (config: ChannelPlatformConfig) =>
  config.clientId !== undefined && config.clientSecret !== undefined;
