// The demo's modifier groups, attached to every drink: Size (Large scales the drink's tea or coffee
// and milk by 150 % and serves it in a 22 oz cup), Sugar (0 to 100 % of its syrup), Ice, Toppings
// (up to three) and, for milk drinks, Milk (oat milk instead of fresh). A scale or remove must name
// a line of every product its group is attached to, so Size and Sugar come in one group per kind of
// base (Size (black tea & milk), Sugar (brown sugar), …); every drink's recipe has a sugar syrup.
import type { Tx } from '../../db/client';
import { modifierGroups, modifierOptionRecipeItems, modifierOptions, skuModifierGroups } from '../../db/schema';
import { cupUsage, type ChosenOption, type OptionRecipeItem } from '../../lib/cup-recipe';
import type { Catalogue } from './catalogue';
import { chooseOptions, type ChoiceGroup } from './option-choice';
import type { Random } from './random';

type Item = { ingredient: string; action: 'add' | 'remove' | 'scale'; quantity?: number; factorPercent?: number };
interface OptionSeed {
  name: string;
  indonesianName: string;
  priceDelta?: number;
  isDefault?: boolean;
  recipe?: Item[];
}
interface GroupSeed {
  name: string;
  indonesianName: string;
  selection: 'single' | 'multiple';
  min: number;
  max: number;
  options: OptionSeed[];
}

/** The bases a Large cup has more of, and how a group's name reads them. */
const BASES: Record<string, string> = {
  'Thai Tea Mix': 'thai tea',
  'Assam Black Tea Leaves': 'black tea',
  'Brewed Black Tea Base': 'brewed black tea',
  'Brewed Jasmine Tea Base': 'brewed jasmine tea',
  'Matcha Powder': 'matcha',
  'Gayo Arabica Beans': 'coffee',
  'Jasmine Tea Leaves': 'jasmine tea',
  'Oolong Tea Leaves': 'oolong',
  'Earl Grey Tea Leaves': 'earl grey',
  'Fresh Milk': 'milk',
};
const SYRUPS: Record<string, string> = {
  'Cane Sugar Syrup': 'Sugar',
  'Brown Sugar Syrup': 'Sugar (brown sugar)',
  'Palm Sugar Syrup': 'Sugar (palm sugar)',
};

function sizeGroup(bases: string[]): GroupSeed {
  return {
    name: `Size (${bases.map((b) => BASES[b]).join(' & ')})`,
    indonesianName: 'Ukuran',
    selection: 'single',
    min: 1,
    max: 1,
    options: [
      { name: 'Regular', indonesianName: 'Reguler', isDefault: true },
      {
        name: 'Large',
        indonesianName: 'Besar',
        priceDelta: 5000,
        recipe: [
          ...bases.map((ingredient) => ({ ingredient, action: 'scale' as const, factorPercent: 150 })),
          { ingredient: 'Cup 16 oz', action: 'remove' },
          { ingredient: 'Cup 22 oz', action: 'add', quantity: 1 },
        ],
      },
    ],
  };
}

function sugarGroup(syrup: string): GroupSeed {
  const level = (percent: number): OptionSeed => ({
    name: `${percent}% sugar`,
    indonesianName: `Gula ${percent}%`,
    isDefault: percent === 100,
    recipe:
      percent === 0
        ? [{ ingredient: syrup, action: 'remove' }]
        : percent === 100
          ? []
          : [{ ingredient: syrup, action: 'scale', factorPercent: percent }],
  });
  return {
    name: SYRUPS[syrup]!,
    indonesianName: 'Gula',
    selection: 'single',
    min: 1,
    max: 1,
    options: [0, 30, 50, 70, 100].map(level),
  };
}

const ICE: GroupSeed = {
  name: 'Ice',
  indonesianName: 'Es',
  selection: 'single',
  min: 1,
  max: 1,
  // Ice is not stocked: the choice changes no ingredient and no price.
  options: [
    { name: 'No ice', indonesianName: 'Tanpa es' },
    { name: 'Less ice', indonesianName: 'Sedikit es' },
    { name: 'Normal', indonesianName: 'Normal', isDefault: true },
  ],
};

const TOPPINGS: GroupSeed = {
  name: 'Toppings',
  indonesianName: 'Topping',
  selection: 'multiple',
  min: 0,
  max: 3,
  options: [
    {
      name: 'Pearls',
      indonesianName: 'Boba',
      priceDelta: 5000,
      recipe: [{ ingredient: 'Cooked Tapioca Pearls', action: 'add', quantity: 60 }],
    },
    {
      name: 'Grass Jelly',
      indonesianName: 'Cincau',
      priceDelta: 5000,
      recipe: [{ ingredient: 'Grass Jelly Cubes', action: 'add', quantity: 50 }],
    },
    {
      name: 'Cheese Foam',
      indonesianName: 'Cheese foam',
      priceDelta: 7000,
      recipe: [{ ingredient: 'Cheese Foam', action: 'add', quantity: 40 }],
    },
    {
      name: 'Pudding',
      indonesianName: 'Puding',
      priceDelta: 6000,
      recipe: [
        { ingredient: 'Egg Pudding Powder', action: 'add', quantity: 15 },
        { ingredient: 'Fresh Milk', action: 'add', quantity: 50 },
      ],
    },
  ],
};

const MILK: GroupSeed = {
  name: 'Milk',
  indonesianName: 'Susu',
  selection: 'single',
  min: 1,
  max: 1,
  options: [
    { name: 'Fresh milk', indonesianName: 'Susu segar', isDefault: true },
    {
      name: 'Oat milk',
      indonesianName: 'Susu oat',
      priceDelta: 6000,
      recipe: [
        { ingredient: 'Fresh Milk', action: 'remove' },
        { ingredient: 'Oat Milk', action: 'add', quantity: 150 },
      ],
    },
  ],
};

/** A drink's groups, in the order offered: Size, Sugar, Ice, Toppings, then Milk for a milk drink. */
function groupsOf(recipe: readonly [string, number][]): GroupSeed[] {
  const has = new Set(recipe.map(([ingredient]) => ingredient));
  const bases = Object.keys(BASES).filter((b) => has.has(b));
  const syrup = Object.keys(SYRUPS).find((s) => has.has(s));
  if (!syrup) throw new Error(`A drink's recipe needs a sugar syrup: ${[...has].join(', ')}`);
  return [sizeGroup(bases), sugarGroup(syrup), ICE, TOPPINGS, ...(has.has('Fresh Milk') ? [MILK] : [])];
}

/** An option as sold: its id, name, price and recipe, for choosing, pricing and booking. */
export interface SoldOption extends ChosenOption {
  id: number;
  name: string;
  is_default: boolean;
}

/** A drink's group as sold. */
export interface SoldGroup extends ChoiceGroup {
  options: SoldOption[];
}

/** What one cup of a product uses with its options: the base recipe's and each option's shares. */
export function cupOf(base: ReadonlyMap<number, number>, options: readonly ChosenOption[]) {
  return cupUsage(
    [...base].map(([skuId, quantity]) => ({ skuId, quantity })),
    options,
  );
}

/** Chooses a customer's options for a product (none for a product without groups). */
export function customiser(groups: ReadonlyMap<number, SoldGroup[]>, random: Random) {
  return (skuId: number): SoldOption[] => {
    const offered = groups.get(skuId);
    if (!offered) return [];
    const byId = new Map(offered.flatMap((g) => g.options.map((o) => [o.id, o])));
    return chooseOptions(offered, random.next).map((id) => byId.get(id)!);
  };
}

/** Writes the groups and attaches them to every drink; answers each drink's groups by its id. */
export async function seedModifiers(tx: Tx, catalogue: Catalogue, at: Date): Promise<Map<number, SoldGroup[]>> {
  const idOf = new Map(catalogue.skus.map((s) => [s.name, s.id]));
  const drinks = catalogue.skus.filter((s) => s.kind === 'drink');
  const planned = new Map<string, GroupSeed>();
  const perDrink = drinks.map((d) => {
    const groups = groupsOf(d.recipe ?? []);
    for (const g of groups) planned.set(g.name, g);
    return { id: d.id, names: groups.map((g) => g.name) };
  });
  const seeds = [...planned.values()];
  const groupRows = await tx
    .insert(modifierGroups)
    .values(
      seeds.map((g) => ({
        name: g.name,
        indonesianName: g.indonesianName,
        selection: g.selection,
        minSelect: g.min,
        maxSelect: g.max,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: modifierGroups.id, name: modifierGroups.name });
  const groupId = new Map(groupRows.map((g) => [g.name, g.id]));
  const optionRows = await tx
    .insert(modifierOptions)
    .values(
      seeds.flatMap((g) =>
        g.options.map((o, position) => ({
          groupId: groupId.get(g.name)!,
          name: o.name,
          indonesianName: o.indonesianName,
          priceDelta: o.priceDelta ?? 0,
          isDefault: o.isDefault ?? false,
          position,
        })),
      ),
    )
    .returning({ id: modifierOptions.id });
  const sold = new Map<string, SoldGroup>();
  let n = 0;
  const recipeRows: (typeof modifierOptionRecipeItems.$inferInsert)[] = [];
  for (const g of seeds) {
    const options = g.options.map((o) => {
      const id = optionRows[n++]!.id;
      const items: OptionRecipeItem[] = (o.recipe ?? []).map((item) => ({
        skuId: idOf.get(item.ingredient)!,
        action: item.action,
        quantity: item.quantity ?? null,
        factorPercent: item.factorPercent ?? null,
      }));
      for (const item of items)
        recipeRows.push({
          optionId: id,
          ingredientSkuId: item.skuId,
          action: item.action,
          quantity: item.quantity,
          factorPercent: item.factorPercent,
        });
      return {
        id,
        name: o.name,
        is_default: o.isDefault ?? false,
        optionId: id,
        priceDelta: o.priceDelta ?? 0,
        items,
      };
    });
    sold.set(g.name, { name: g.name, selection: g.selection, min_select: g.min, max_select: g.max, options });
  }
  await tx.insert(modifierOptionRecipeItems).values(recipeRows);
  await tx
    .insert(skuModifierGroups)
    .values(
      perDrink.flatMap((d) =>
        d.names.map((name, position) => ({ skuId: d.id, groupId: groupId.get(name)!, position })),
      ),
    );
  return new Map(perDrink.map((d) => [d.id, d.names.map((name) => sold.get(name)!)]));
}
