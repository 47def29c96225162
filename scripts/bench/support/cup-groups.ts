// The modifier groups a bubble-tea menu sells with, for the benchmarks: when the database has none
// attached yet, Size, Sugar, Ice, Toppings and Milk are made (each option's recipe changing the
// ingredients the demo recipes use most) and attached to every product, so a menu lists them and
// a sale books a customised cup.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client';
import { rowsOf } from '../../../server/src/db/rows';

type Item = [ingredient: number, action: 'add' | 'remove' | 'scale', amount: number | null];

export async function attachCupGroups(db: Db): Promise<void> {
  const [attached] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from sku_modifier_groups`);
  if (attached!.n > 0) return;
  // The ingredients the recipes use most, most used first (fewer than seven: the first again).
  const common = (
    await rowsOf<{ id: number }>(
      db,
      sql`select ingredient_sku_id as id from sku_recipe_items group by 1 order by count(*) desc, 1 limit 7`,
    )
  ).map((row) => row.id);
  const at = (n: number) => common[n % common.length]!;
  const groups: {
    name: string;
    selection: 'single' | 'multiple';
    min: number;
    max: number;
    options: [string, number, boolean, Item[]][];
  }[] = [
    {
      name: 'Size',
      selection: 'single',
      min: 1,
      max: 1,
      options: [
        ['Regular', 0, true, []],
        [
          'Large',
          5000,
          false,
          [
            [at(0), 'scale', 150],
            [at(1), 'scale', 150],
            [at(2), 'add', 1],
          ],
        ],
      ],
    },
    {
      name: 'Sugar',
      selection: 'single',
      min: 1,
      max: 1,
      options: [
        ['100% sugar', 0, true, []],
        ['70% sugar', 0, false, [[at(0), 'scale', 70]]],
        ['50% sugar', 0, false, [[at(0), 'scale', 50]]],
        ['30% sugar', 0, false, [[at(0), 'scale', 30]]],
        ['0% sugar', 0, false, [[at(0), 'scale', 0]]],
      ],
    },
    {
      name: 'Ice',
      selection: 'single',
      min: 1,
      max: 1,
      options: [
        ['Normal ice', 0, true, []],
        ['Less ice', 0, false, [[at(1), 'scale', 70]]],
        ['No ice', 0, false, [[at(1), 'scale', 0]]],
      ],
    },
    {
      name: 'Toppings',
      selection: 'multiple',
      min: 0,
      max: 3,
      options: [
        ['Pearls', 4000, false, [[at(3), 'add', 30]]],
        ['Grass jelly', 4000, false, [[at(4), 'add', 30]]],
        ['Pudding', 5000, false, [[at(5), 'add', 20]]],
      ],
    },
    {
      name: 'Milk',
      selection: 'single',
      min: 0,
      max: 1,
      options: [
        [
          'Oat milk',
          6000,
          false,
          [
            [at(0), 'remove', null],
            [at(6), 'add', 150],
          ],
        ],
      ],
    },
  ];
  for (const [position, group] of groups.entries()) {
    const [made] = await rowsOf<{ id: number }>(
      db,
      sql`insert into modifier_groups (name, selection, min_select, max_select)
        values (${group.name}, ${group.selection}, ${group.min}, ${group.max}) returning id`,
    );
    for (const [index, [name, delta, isDefault, items]] of group.options.entries()) {
      const [option] = await rowsOf<{ id: number }>(
        db,
        sql`insert into modifier_options (group_id, name, price_delta, is_default, position)
          values (${made!.id}, ${name}, ${delta}, ${isDefault}, ${index}) returning id`,
      );
      for (const [ingredient, action, amount] of new Map(items.map((item) => [item[0], item])).values())
        await db.execute(sql`insert into modifier_option_recipe_items (option_id, ingredient_sku_id, action, quantity, factor_percent)
          values (${option!.id}, ${ingredient}, ${action}, ${action === 'add' ? amount : null}, ${action === 'scale' ? amount : null})`);
    }
    await db.execute(sql`insert into sku_modifier_groups (sku_id, group_id, position)
      select id, ${made!.id}, ${position} from skus where kind = 'product'`);
  }
}
