// The SKU import: each row a SKU matched by name (ignoring case), updated when it exists and created
// when not, checked with the SKU form's rules and messages and the catalogue's rules across rows
// (a SKU in a recipe stays an ingredient, an active bundle keeps active components...). Written in
// two statements (the new SKUs, then the changed ones), in the caller's transaction.
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { categories, skuBundleItems, skuRecipeItems, skus, SKU_UNITS } from '../../db/schema';
import { recordChanges, snapshots } from '../../lib/audit';
import { conflictOnUnique } from '../../lib/http-error';
import type { ImageStore } from '../../lib/image-store';
import { refusedName } from '../../lib/spreadsheet-cells';
import { IMAGE_NAME } from '../../lib/uploaded-image';
import { stockUnit, wholeBaseUnits } from '../../lib/stock-units';
import type { ExportLanguage } from '../reports/export-headers';
import {
  KIND_WORDS,
  MAX_INT,
  outcomeOf,
  rowsOf,
  wholeNumber,
  YES_NO,
  type ImportRowDto,
  type RowCheck,
} from './columns';
import { say } from './messages';
import type { Sheet } from './read-file';

type Unit = (typeof SKU_UNITS)[number];
type Kind = 'product' | 'ingredient';

interface SkuValues {
  name: string;
  categoryId: number;
  kind: Kind;
  price: number;
  discountedPrice: number;
  unitAmount: number;
  unit: Unit;
  imageUrl: string;
  status: boolean;
}

interface SkuPlan {
  create: SkuValues[];
  update: (SkuValues & { id: number })[];
}

interface SkuImportContext {
  lang: ExportLanguage;
  host: string | undefined;
  /** The stored images among those the file names (see imagesHeld). */
  held: Set<string>;
}

/**
 * Which images the file's image column names are stored, looked up before the import's
 * transaction (the store may use another connection) and each once.
 */
export async function imagesHeld(sheet: Sheet, lang: ExportLanguage, images: ImageStore, host: string | undefined) {
  const names = new Set<string>();
  for (const check of rowsOf('skus', sheet, lang)) {
    const cell = check.text('image_url');
    const path = cell === '' ? undefined : imagePath(cell, host);
    if (path) names.add(path.slice('/uploads/'.length));
  }
  return names.size > 0 ? images.held([...names]) : new Set<string>();
}

const NAME_MAX = 100;
const UNIT_AMOUNT_MAX = 100_000;

const duplicateName = (lang: ExportLanguage) =>
  conflictOnUnique({ skus_name_lower_unique: { detail: say(lang, 'duplicateName'), field: 'content' } });

/** The stored form (`/uploads/<name>`) of an image URL this server issued, or undefined. */
function imagePath(url: string, host: string | undefined): string | undefined {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || parsed.host !== host || parsed.search || parsed.hash) return undefined;
    path = parsed.pathname;
  }
  const name = path.startsWith('/uploads/') ? path.slice('/uploads/'.length) : undefined;
  return name && IMAGE_NAME.test(name) ? path : undefined;
}

function parseKind(text: string): Kind | undefined {
  const word = text.toLowerCase();
  if (word === '') return 'product';
  for (const lang of ['en', 'id'] as const)
    for (const kind of ['product', 'ingredient'] as const) if (KIND_WORDS[lang][kind] === word) return kind;
  return undefined;
}

function parseActive(text: string): boolean | undefined {
  const word = text.toLowerCase();
  if (word === '' || word === 'true' || word === '1' || word === YES_NO.en[0] || word === YES_NO.id[0]) return true;
  if (word === 'false' || word === '0' || word === YES_NO.en[1] || word === YES_NO.id[1]) return false;
  return undefined;
}

async function catalogue(tx: Tx) {
  // One after another: a transaction is one connection.
  const categoryRows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const skuRows = await tx
    .select({
      id: skus.id,
      name: skus.name,
      categoryId: skus.categoryId,
      kind: skus.kind,
      price: skus.price,
      discountedPrice: skus.discountedPrice,
      unitAmount: skus.unitAmount,
      unit: skus.unit,
      imageUrl: skus.imageUrl,
      status: skus.status,
      isBundled: skus.isBundled,
    })
    .from(skus);
  const recipeRows = await tx
    .selectDistinct({ product: skuRecipeItems.productSkuId, ingredient: skuRecipeItems.ingredientSkuId })
    .from(skuRecipeItems);
  const bundleRows = await tx
    .select({ bundle: skuBundleItems.bundleSkuId, component: skuBundleItems.componentSkuId })
    .from(skuBundleItems);
  return {
    categoryByName: new Map(categoryRows.map((row) => [row.name.toLowerCase(), row.id])),
    skuByName: new Map(skuRows.map((row) => [row.name.toLowerCase(), row])),
    skuById: new Map(skuRows.map((row) => [row.id, row])),
    hasRecipe: new Set(recipeRows.map((row) => row.product)),
    inRecipe: new Set(recipeRows.map((row) => row.ingredient)),
    inBundle: new Set(bundleRows.map((row) => row.component)),
    bundlePairs: bundleRows,
  };
}

type Field =
  'name' | 'category' | 'kind' | 'price' | 'discounted_price' | 'unit_amount' | 'unit' | 'image_url' | 'status';

/** The row's values, or undefined where a cell is wrong (its error recorded). */
function readRow(check: RowCheck<Field>, categoryByName: Map<string, number>) {
  const name = check.text('name');
  if (name === '') check.error('name', 'nameRequired');
  else if (name.length > NAME_MAX) check.error('name', 'nameTooLong', { max: NAME_MAX });
  const categoryName = check.text('category');
  const categoryId = categoryByName.get(categoryName.toLowerCase());
  if (categoryName === '') check.error('category', 'categoryRequired');
  else if (categoryId === undefined) check.error('category', 'categoryNotFound');
  const kind = parseKind(check.text('kind'));
  if (!kind) check.error('kind', 'kindInvalid');
  const priceText = check.text('price');
  const price = wholeNumber(priceText);
  if (priceText === '') check.error('price', 'priceRequired');
  else if (price !== undefined && price < 1) check.error('price', 'priceMin');
  else if (price === undefined) check.error('price', 'wholeNumber', { label: check.header('price') });
  else if (price > MAX_INT) check.error('price', 'numberTooLarge', { label: check.header('price'), max: MAX_INT });
  const discountText = check.text('discounted_price');
  const discountedPrice = discountText === '' ? 0 : wholeNumber(discountText);
  if (discountedPrice === undefined)
    check.error('discounted_price', 'wholeNumber', { label: check.header('discounted_price') });
  else if (discountedPrice < 0) check.error('discounted_price', 'discountNegative');
  else if (price !== undefined && price >= 1 && discountedPrice > price)
    check.error('discounted_price', 'discountAbovePrice');
  const amountText = check.text('unit_amount');
  const unitAmount = /^\d+(\.\d+)?$/.test(amountText) ? Number(amountText) : undefined;
  if (unitAmount === undefined || unitAmount <= 0) check.error('unit_amount', 'unitAmountRequired');
  else if (unitAmount > UNIT_AMOUNT_MAX)
    check.error('unit_amount', 'numberTooLarge', { label: check.header('unit_amount'), max: UNIT_AMOUNT_MAX });
  else if (!/^\d+(\.\d{1,3}0*)?$/.test(amountText)) check.error('unit_amount', 'unitAmountDecimals');
  const unitText = check.text('unit').toLowerCase();
  const unit = (SKU_UNITS as readonly string[]).includes(unitText) ? (unitText as Unit) : undefined;
  if (unitText === '') check.error('unit', 'unitRequired');
  else if (!unit) check.error('unit', 'unitInvalid', { units: SKU_UNITS.join(', ') });
  if (kind === 'ingredient' && unit && unitAmount !== undefined && unitAmount > 0 && !wholeBaseUnits(unit, unitAmount))
    check.error('unit_amount', 'ingredientAmount', { unit: stockUnit(kind, unit) });
  const status = parseActive(check.text('status'));
  if (status === undefined) check.error('status', 'activeInvalid');
  const image = check.text('image_url');
  return { name, categoryId, kind, price, discountedPrice, unitAmount, unit, status, image };
}

export async function checkSkus(
  tx: Tx,
  sheet: Sheet,
  context: SkuImportContext,
): Promise<{ rows: ImportRowDto[]; plan: SkuPlan }> {
  const { lang } = context;
  const checks = rowsOf('skus', sheet, lang);
  const known = await catalogue(tx);
  const read = checks.map((check) => readRow(check, known.categoryByName));

  const paths = new Map<string, string | undefined>();
  for (const row of read) if (row.image !== '') paths.set(row.image, imagePath(row.image, context.host));
  const { held } = context;

  const firstRowOf = new Map<string, number>();
  const planned: ({ values: SkuValues; current?: ReturnType<typeof known.skuById.get> } | undefined)[] = [];
  read.forEach((row, index) => {
    const check = checks[index]!;
    const key = row.name.toLowerCase();
    if (row.name !== '') {
      const first = firstRowOf.get(key);
      if (first !== undefined) check.error('name', 'repeatedRow', { row: first });
      else firstRowOf.set(key, check.row);
    }
    const current = row.name !== '' ? known.skuByName.get(key) : undefined;
    // The form's rule for a name given; a SKU keeps a name it had before the rule.
    const refused = row.name !== current?.name ? refusedName(row.name) : undefined;
    if (row.name !== '' && refused) check.error('name', refused);
    let imageUrl = current?.imageUrl ?? '';
    if (row.image !== '') {
      const path = paths.get(row.image);
      if (!path || !held.has(path.slice('/uploads/'.length))) check.error('image_url', 'notUploaded');
      else imageUrl = path;
    } else if (!current && row.kind !== 'ingredient') check.error('image_url', 'imageRequired');
    if (current && row.kind && row.kind !== current.kind) {
      if (current.kind === 'ingredient' && known.inRecipe.has(current.id)) check.error('kind', 'inRecipeToProduct');
      if (current.kind === 'product') {
        if (current.isBundled) check.error('kind', 'ingredientBundle');
        else if (known.hasRecipe.has(current.id)) check.error('kind', 'recipeToIngredient');
        else if (known.inBundle.has(current.id)) check.error('kind', 'bundleToIngredient');
      }
    }
    planned.push(
      check.ok
        ? {
            values: {
              name: row.name,
              categoryId: row.categoryId!,
              kind: row.kind!,
              price: row.price!,
              discountedPrice: row.discountedPrice!,
              unitAmount: row.unitAmount!,
              unit: row.unit!,
              imageUrl,
              status: row.status!,
            },
            current,
          }
        : undefined,
    );
  });

  // An active bundle keeps only active components, whichever of them the file changes.
  const rowOfId = new Map<number, number>();
  planned.forEach((plan, index) => {
    if (plan?.current) rowOfId.set(plan.current.id, index);
  });
  const activeAfter = (id: number) => {
    const index = rowOfId.get(id);
    return index !== undefined ? planned[index]!.values.status : known.skuById.get(id)!.status;
  };
  for (const pair of known.bundlePairs) {
    if (!activeAfter(pair.bundle) || activeAfter(pair.component)) continue;
    const componentRow = rowOfId.get(pair.component);
    const bundleRow = rowOfId.get(pair.bundle);
    const component = known.skuById.get(pair.component)!;
    const bundle = known.skuById.get(pair.bundle)!;
    const blamed = componentRow !== undefined && component.status ? componentRow : bundleRow;
    if (blamed === undefined) continue; // as it was before the import
    checks[blamed]!.error('status', 'inActiveBundle', { name: component.name, bundle: bundle.name });
    planned[blamed] = undefined;
  }

  const plan: SkuPlan = { create: [], update: [] };
  const rows = checks.map((check, index) => {
    const entry = planned[index];
    const key = read[index]!.name;
    if (!entry) return outcomeOf(check, key, 'create');
    const { values, current } = entry;
    if (!current) {
      plan.create.push(values);
      return outcomeOf(check, key, 'create');
    }
    const same =
      current.name === values.name &&
      current.categoryId === values.categoryId &&
      current.kind === values.kind &&
      current.price === values.price &&
      current.discountedPrice === values.discountedPrice &&
      Number(current.unitAmount) === values.unitAmount &&
      current.unit === values.unit &&
      current.imageUrl === values.imageUrl &&
      current.status === values.status;
    if (same) return outcomeOf(check, key, 'unchanged');
    plan.update.push({ ...values, id: current.id });
    return outcomeOf(check, key, 'update');
  });
  return { rows, plan };
}

/** Writes the checked SKUs, each recorded in the audit trail as the SKU form's writes are. */
export async function writeSkus(tx: Tx, plan: SkuPlan, lang: ExportLanguage): Promise<void> {
  const updatedIds = plan.update.map((values) => values.id);
  const before = await snapshots(tx, skus, updatedIds);
  const created =
    plan.create.length > 0
      ? await tx.insert(skus).values(plan.create).returning({ id: skus.id }).catch(duplicateName(lang))
      : [];
  if (plan.update.length > 0) await updateSkus(tx, plan, lang);
  const ids = [...created.map((row) => row.id), ...updatedIds];
  const after = await snapshots(tx, skus, ids);
  await recordChanges(
    tx,
    ids.map((id) => ({ recordType: 'sku', recordId: id, before: before.get(id), after: after.get(id) })),
  );
}

async function updateSkus(tx: Tx, plan: SkuPlan, lang: ExportLanguage): Promise<void> {
  const values = sql.join(
    plan.update.map(
      (v) =>
        sql`(${v.id}::integer, ${v.name}::text, ${v.categoryId}::integer, ${v.kind}::text, ${v.price}::integer,
          ${v.discountedPrice}::integer, ${v.unitAmount}::numeric, ${v.unit}::text, ${v.imageUrl}::text, ${v.status}::boolean)`,
    ),
    sql`, `,
  );
  await tx
    .execute(
      sql`update skus set name = v.name, category_id = v.category_id, kind = v.kind, price = v.price,
        discounted_price = v.discounted_price, unit_amount = v.unit_amount, unit = v.unit, image_url = v.image_url,
        status = v.status, updated_at = now()
      from (values ${values}) as v(id, name, category_id, kind, price, discounted_price, unit_amount, unit, image_url, status)
      where skus.id = v.id`,
    )
    .catch(duplicateName(lang));
}

/** Every SKU, oldest first, as the import's rows (the export the import reads back unchanged). */
export async function skuRows(tx: Tx, lang: ExportLanguage): Promise<(string | number)[][]> {
  const category = alias(categories, 'category');
  const rows = await tx
    .select({
      name: skus.name,
      category: category.name,
      kind: skus.kind,
      price: skus.price,
      discountedPrice: skus.discountedPrice,
      unitAmount: skus.unitAmount,
      unit: skus.unit,
      imageUrl: skus.imageUrl,
      status: skus.status,
    })
    .from(skus)
    .innerJoin(category, eq(category.id, skus.categoryId))
    .orderBy(skus.id);
  return rows.map((row) => [
    row.name,
    row.category,
    KIND_WORDS[lang][row.kind],
    row.price,
    row.discountedPrice,
    Number(row.unitAmount),
    row.unit,
    row.imageUrl,
    YES_NO[lang][row.status ? 0 : 1],
  ]);
}
