// SKUs: the menu and its ingredients, bundles, recipes, discounted prices, the watch list and bulk actions.
import { type HandlerRequest, type Handlers, requiredText } from '../../lib/handler-types';
import { currentUser } from '../../lib/current-user';
import { unprocessable } from '../../lib/http-error';
import type { AdminScope } from '../../lib/scopes';
import { stockUnit, wholeBaseUnits } from '../../lib/stock-units';
import { uploadedImage } from '../../lib/uploaded-image';
import { assertSkuExists, getSku, listBundleComponents, listSkus } from './queries';
import { getRecipe, replaceRecipe } from './recipes';
import {
  bulkSkuAction,
  createSku,
  DISCOUNT_ABOVE_PRICE,
  replaceBundleItems,
  setDiscountedPrice,
  updateSku,
  type SkuInput,
} from './writes';

/** Those who may read what a SKU costs: the scopes that open the list besides the counter. */
const COST_SCOPES: readonly AdminScope[] = [
  'view_admin_sku',
  'view_admin_inventory',
  'view_admin_purchase_order',
  'view_admin_user',
];

async function skuInput(request: HandlerRequest<'createSku'> | HandlerRequest<'updateSku'>): Promise<SkuInput> {
  const body = request.body;
  const name = requiredText(body.name, 'name', 'Name');
  const discountedPrice = body.discounted_price ?? 0;
  if (discountedPrice > body.price) throw unprocessable(DISCOUNT_ABOVE_PRICE, 'discounted_price');
  const isBundled = body.is_bundled ?? false;
  const bundleItems = body.bundle_items ?? [];
  if (!isBundled && bundleItems.length > 0) throw unprocessable('A single product has no bundle items', 'bundle_items');
  const kind = body.kind ?? 'product';
  if (kind === 'ingredient') {
    if (isBundled) throw unprocessable('An ingredient cannot be a bundle', 'is_bundled');
    if (!wholeBaseUnits(body.unit, body.unit_amount))
      throw unprocessable(
        `An ingredient's amount must be a whole number of ${stockUnit(kind, body.unit)}`,
        'unit_amount',
      );
  }
  const prep = prepFields(body, kind, isBundled);
  // An ingredient or a prep item may go without a picture: no customer picks tea leaves, cups or
  // cooked pearls by one.
  if (body.image_url === '' && kind === 'product') throw unprocessable('Image is required', 'image_url');
  return {
    name,
    status: body.status,
    categoryId: body.category_id,
    price: body.price,
    discountedPrice,
    unitAmount: body.unit_amount,
    unit: body.unit,
    imageUrl:
      body.image_url === ''
        ? ''
        : await uploadedImage(request.server.images, body.image_url, request.headers.host, 'image_url'),
    kind,
    isBundled,
    bundleItems,
    ...prep,
  };
}

/**
 * A prep item's batch yield and holding time (both required, a prep item is never a bundle and
 * expires by its holding time, not by dates); other kinds have neither.
 */
function prepFields(
  body: HandlerRequest<'createSku'>['body'],
  kind: SkuInput['kind'],
  isBundled: boolean,
): Pick<SkuInput, 'batchYield' | 'holdingMinutes' | 'tracksExpiry'> {
  const batchYield = body.batch_yield ?? null;
  const holdingMinutes = body.holding_minutes ?? null;
  const tracksExpiry = body.tracks_expiry ?? false;
  if (kind !== 'prep') {
    if (batchYield !== null) throw unprocessable('Only a prep item has a batch yield', 'batch_yield');
    if (holdingMinutes !== null) throw unprocessable('Only a prep item has a holding time', 'holding_minutes');
    return { batchYield, holdingMinutes, tracksExpiry };
  }
  if (isBundled) throw unprocessable('A prep item cannot be a bundle', 'is_bundled');
  if (!wholeBaseUnits(body.unit, body.unit_amount))
    throw unprocessable(`A prep item's amount must be a whole number of ${stockUnit(kind, body.unit)}`, 'unit_amount');
  if (batchYield === null) throw unprocessable('Batch yield is required for a prep item', 'batch_yield');
  if (holdingMinutes === null) throw unprocessable('Holding time is required for a prep item', 'holding_minutes');
  if (tracksExpiry)
    throw unprocessable('A prep item expires by its holding time, not by an expiry date', 'tracks_expiry');
  return { batchYield, holdingMinutes, tracksExpiry };
}

export const skuHandlers: Handlers = {
  async listSkus(request) {
    const page = await listSkus(request.server.db, request.query);
    // The counter's cashiers read the list for the product grid; what a product costs is not theirs.
    const { scopes } = currentUser(request);
    if (COST_SCOPES.some((scope) => scopes.includes(scope))) return page;
    return { ...page, data: page.data.map((sku) => ({ ...sku, unit_cost: null })) };
  },

  getSku: async (request) => ({ data: await getSku(request.server.db, request.params.sku_id) }),

  async createSku(request, reply) {
    const data = await createSku(request.server.db, await skuInput(request));
    reply.code(201);
    return { data };
  },

  async updateSku(request) {
    const input = await skuInput(request);
    return { data: await updateSku(request.server.db, request.params.sku_id, input) };
  },

  async listSkuBundleItems(request) {
    const { db } = request.server;
    await assertSkuExists(db, request.params.sku_id);
    return { data: await listBundleComponents(db, request.params.sku_id) };
  },

  updateSkuBundleItems: async (request) => ({
    data: await replaceBundleItems(request.server.db, request.params.sku_id, request.body.bundle_items),
  }),

  getSkuRecipe: async (request) => ({ data: await getRecipe(request.server.db, request.params.sku_id) }),

  updateSkuRecipe: async (request) => ({
    data: await replaceRecipe(request.server.db, request.params.sku_id, request.body.items),
  }),

  updateSkuDiscountedPrice: async (request) => ({
    data: await setDiscountedPrice(request.server.db, request.params.sku_id, request.body.discounted_price),
  }),

  bulkSkuAction: async (request) => ({
    data: await bulkSkuAction(request.server.db, request.body.action, request.body.sku_ids),
  }),
};
