// Modifier groups: every rule of a group, its options and their recipes (422 naming the field), a
// replacement that updates, adds, archives (never deletes) and orders options, a recipe change that
// must fit each product the group is attached to, the list's filters, the audit trail, and who may
// read and write groups.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, modifierOptions } from '../../src/db/schema';
import { uploadImage } from '../helpers/images';
import { groupBody, modifierFixtures, option, type GroupInput } from '../helpers/modifiers';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();
const fx = modifierFixtures(t, api, await uploadImage(api));
const milk = await fx.ingredient('Fresh Milk 1 L', 'l');
const syrup = await fx.ingredient('Brown Sugar Syrup 1 L', 'l');
const product = await fx.sku();

const create = (body: GroupInput) => api.POST('/adm/v1/modifier-groups', { body });
const refusal = (res: { response: Response; error?: { errors: { detail: string; field?: string }[] } }) => {
  expect(res.response.status, JSON.stringify(res.error)).toBe(422);
  return res.error!.errors[0];
};

describe('creating a group', () => {
  it('stores the group and its options in order, with their recipes named, no product yet', async () => {
    const body = groupBody({
      indonesian_name: ' Gula ',
      options: [
        option('0% sugar', {
          indonesian_name: 'Tanpa gula',
          recipe: [{ ingredient_sku_id: syrup.id, action: 'remove' }],
        }),
        option('50% sugar', {
          is_default: true,
          recipe: [{ ingredient_sku_id: syrup.id, action: 'scale', factor_percent: 50 }],
        }),
        option('Extra milk', {
          price_delta: 3000,
          recipe: [{ ingredient_sku_id: milk.id, action: 'add', quantity: 50 }],
        }),
      ],
    });
    const group = await fx.createGroup(body);
    expect(group).toMatchObject({ name: body.name, indonesian_name: 'Gula', selection: 'single', product_count: 0 });
    expect(group.options.map((o) => [o.name, o.indonesian_name, o.is_default, o.price_delta])).toEqual([
      ['0% sugar', 'Tanpa gula', false, 0],
      ['50% sugar', null, true, 0],
      ['Extra milk', null, false, 3000],
    ]);
    expect(group.options[1]!.recipe).toEqual([
      {
        ingredient_sku_id: syrup.id,
        ingredient_name: syrup.name,
        stock_unit: 'ml',
        action: 'scale',
        quantity: null,
        factor_percent: 50,
      },
    ]);
    expect(group.options[2]!.recipe[0]).toMatchObject({ action: 'add', quantity: 50, factor_percent: null });
    const read = await api.GET('/adm/v1/modifier-groups/{group_id}', { params: { path: { group_id: group.id } } });
    expect(read.data!.data).toEqual(group);
  });

  it('refuses each broken rule with 422 naming the field, and writes nothing', async () => {
    const taken = await fx.createGroup(groupBody());
    const scale = (factor_percent?: number | null) => ({
      ingredient_sku_id: syrup.id,
      action: 'scale' as const,
      factor_percent,
    });
    const cases: [Partial<GroupInput>, string, string][] = [
      [{ name: taken.name.toUpperCase() }, 'A modifier group with this name already exists', 'name'],
      [
        { selection: 'multiple', min_select: 3, max_select: 2 },
        'The minimum cannot be above the maximum',
        'min_select',
      ],
      [{ max_select: 2 }, 'A single-choice group takes one option at most', 'max_select'],
      [
        { options: [option('Normal', { is_default: true }), option('Less', { is_default: true })] },
        'A single-choice group takes one default',
        'options.1.is_default',
      ],
      [
        {
          selection: 'multiple',
          min_select: 0,
          max_select: 1,
          options: [option('Pearls', { is_default: true }), option('Jelly', { is_default: true })],
        },
        'A group choosing at most 1 takes at most 1 defaults',
        'options.1.is_default',
      ],
      [
        { options: [option('Normal', { is_default: true, status: false }), option('Less')] },
        'An inactive option cannot be the default',
        'options.0.is_default',
      ],
      [
        { min_select: 1, options: [option('Normal', { status: false })] },
        'The group asks for at least 1 but offers 0 active options',
        'min_select',
      ],
      [{ options: [option('Less'), option('less')] }, 'Two options of a group cannot share a name', 'options.1.name'],
      [
        { options: [option('Less', { recipe: [{ ingredient_sku_id: product.id, action: 'remove' }] })] },
        'A recipe item must be an ingredient or a prep item',
        'options.0.recipe.0.ingredient_sku_id',
      ],
      [
        { options: [option('Less', { recipe: [{ ingredient_sku_id: 987654, action: 'remove' }] })] },
        'Ingredient SKU not found',
        'options.0.recipe.0.ingredient_sku_id',
      ],
      [
        { options: [option('Less', { recipe: [scale(50), { ingredient_sku_id: syrup.id, action: 'remove' }] })] },
        'An option cannot list the same ingredient twice',
        'options.0.recipe.1.ingredient_sku_id',
      ],
      [
        { options: [option('More', { recipe: [{ ingredient_sku_id: milk.id, action: 'add' }] })] },
        'An added ingredient needs a quantity of at least 1',
        'options.0.recipe.0.quantity',
      ],
      [
        { options: [option('More', { recipe: [{ ingredient_sku_id: milk.id, action: 'add', quantity: 0 }] })] },
        'An added ingredient needs a quantity of at least 1',
        'options.0.recipe.0.quantity',
      ],
      [
        { options: [option('Less', { recipe: [scale()] })] },
        'A scaled ingredient needs a factor of 0 to 1000 %',
        'options.0.recipe.0.factor_percent',
      ],
      [
        { options: [option('Less', { recipe: [scale(1001)] })] },
        'A scaled ingredient needs a factor of 0 to 1000 %',
        'options.0.recipe.0.factor_percent',
      ],
      [
        { options: [option('Less', { recipe: [{ ingredient_sku_id: syrup.id, action: 'remove', quantity: 5 }] })] },
        'Only an added ingredient takes a quantity',
        'options.0.recipe.0.quantity',
      ],
      [
        {
          options: [option('Less', { recipe: [{ ingredient_sku_id: syrup.id, action: 'remove', factor_percent: 5 }] })],
        },
        'Only a scaled ingredient takes a factor',
        'options.0.recipe.0.factor_percent',
      ],
      [
        { options: [option('Less', { id: taken.options[0]!.id })] },
        'A new group has no options yet to change',
        'options.0.id',
      ],
    ];
    for (const [patch, detail, field] of cases) {
      const name = uniqueName('Refused');
      const res = await create(groupBody({ name, ...patch }));
      expect(refusal(res), detail).toEqual({ detail, field });
      const list = await api.GET('/adm/v1/modifier-groups', { params: { query: { q: name } } });
      expect(list.data!.data).toEqual([]);
    }
    // The edges are allowed: a 0 % and a 1000 % scale, a multiple group with as many defaults as it takes.
    const edges = await create(
      groupBody({
        selection: 'multiple',
        min_select: 0,
        max_select: 2,
        options: [
          option('None', { is_default: true, recipe: [scale(0)] }),
          option('Tenfold', { is_default: true, recipe: [scale(1000)] }),
        ],
      }),
    );
    expect(edges.response.status, JSON.stringify(edges.error)).toBe(201);
  });

  it('refuses a blank name (400) and a value outside the contract (400)', async () => {
    expect((await create(groupBody({ name: '   ' }))).response.status).toBe(400);
    const res = await t.raw('POST', '/adm/v1/modifier-groups', {
      token: api.token,
      body: groupBody({ options: [option('Huge', { price_delta: 1_000_001 })] }),
    });
    expect(res.status).toBe(400);
  });
});

describe('replacing a group', () => {
  it('updates options by id, adds new ones, archives those left out (kept, not listed) and follows the list order', async () => {
    const group = await fx.createGroup(
      groupBody({ options: [option('Normal', { is_default: true }), option('Less'), option('None')] }),
    );
    const [normal, less, none] = group.options;
    const res = await fx.putGroup(group.id, {
      ...groupBody({ name: group.name }),
      options: [
        option('No ice', { id: none!.id, is_default: true }),
        option('Extra ice'),
        option('Normal ice', { id: normal!.id }),
      ],
    });
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    const options = res.data!.data.options;
    expect(options.map((o) => [o.name, o.is_default])).toEqual([
      ['No ice', true],
      ['Extra ice', false],
      ['Normal ice', false],
    ]);
    expect([options[0]!.id, options[2]!.id]).toEqual([none!.id, normal!.id]);
    const [archived] = await t.app.db.select().from(modifierOptions).where(eq(modifierOptions.id, less!.id));
    expect(archived).toMatchObject({ name: 'Less', groupId: group.id });
    expect(archived!.archivedAt).toBeInstanceOf(Date);
    const read = await api.GET('/adm/v1/modifier-groups/{group_id}', { params: { path: { group_id: group.id } } });
    expect(read.data!.data.options.map((o) => o.name)).toEqual(['No ice', 'Extra ice', 'Normal ice']);
  });

  it("refuses another group's option, an archived one, and an option listed twice", async () => {
    const mine = await fx.createGroup(groupBody({ options: [option('A', { is_default: true }), option('B')] }));
    const other = await fx.createGroup(groupBody());
    const foreign = await fx.putGroup(mine.id, {
      ...groupBody({ name: mine.name }),
      options: [option('A', { id: mine.options[0]!.id, is_default: true }), option('X', { id: other.options[0]!.id })],
    });
    expect(refusal(foreign)).toEqual({ detail: 'This option is not one of this group', field: 'options.1.id' });
    await fx.putGroup(mine.id, {
      ...groupBody({ name: mine.name }),
      options: [option('A', { id: mine.options[0]!.id })],
    });
    const archived = await fx.putGroup(mine.id, {
      ...groupBody({ name: mine.name }),
      options: [option('B', { id: mine.options[1]!.id })],
    });
    expect(refusal(archived)).toEqual({
      detail: 'A removed option is not offered again; add it as a new option',
      field: 'options.0.id',
    });
    const twice = await fx.putGroup(mine.id, {
      ...groupBody({ name: mine.name }),
      options: [option('A', { id: mine.options[0]!.id }), option('A2', { id: mine.options[0]!.id })],
    });
    expect(refusal(twice)).toEqual({ detail: 'An option cannot be listed twice', field: 'options.1.id' });
  });

  it('keeps its own name in another case, but not a name another group has', async () => {
    const group = await fx.createGroup(groupBody());
    const other = await fx.createGroup(groupBody());
    const renamed = await fx.putGroup(group.id, groupBody({ name: group.name.toUpperCase() }));
    expect(renamed.response.status).toBe(200);
    const taken = await fx.putGroup(group.id, groupBody({ name: other.name.toLowerCase() }));
    expect(refusal(taken)).toEqual({ detail: 'A modifier group with this name already exists', field: 'name' });
  });

  it('refuses a scale or remove of an ingredient a product it is attached to lacks, naming the product', async () => {
    const cup = await fx.cup();
    const body = (recipe: NonNullable<GroupInput['options'][number]['recipe']>) => ({
      ...groupBody({ name: cup.groups.sugar.name }),
      options: [option('100% sugar', { id: cup.options.half, is_default: true, recipe })],
    });
    const res = await fx.putGroup(
      cup.groups.sugar.id,
      body([{ ingredient_sku_id: milk.id, action: 'scale', factor_percent: 50 }]),
    );
    expect(refusal(res)).toEqual({
      detail: `${cup.drink.name} has no ${milk.name} in its recipe to scale`,
      field: 'options.0.recipe.0.ingredient_sku_id',
    });
    const removing = await fx.putGroup(
      cup.groups.sugar.id,
      body([
        { ingredient_sku_id: cup.ingredients.syrup.id, action: 'remove' },
        { ingredient_sku_id: milk.id, action: 'remove' },
      ]),
    );
    expect(refusal(removing)).toEqual({
      detail: `${cup.drink.name} has no ${milk.name} in its recipe to remove`,
      field: 'options.0.recipe.1.ingredient_sku_id',
    });
    // Adding an ingredient the recipe lacks is what an add is for.
    const adding = await fx.putGroup(
      cup.groups.sugar.id,
      body([{ ingredient_sku_id: milk.id, action: 'add', quantity: 20 }]),
    );
    expect(adding.response.status, JSON.stringify(adding.error)).toBe(200);
    expect(adding.data!.data.product_count).toBe(1);
  });

  it('answers 404 for an unknown group', async () => {
    expect(
      (await api.GET('/adm/v1/modifier-groups/{group_id}', { params: { path: { group_id: 987654 } } })).response.status,
    ).toBe(404);
    const res = await fx.putGroup(987654, groupBody());
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('Modifier group not found');
  });

  it('records the change in the audit trail, before and after', async () => {
    const group = await fx.createGroup(groupBody());
    await fx.putGroup(group.id, {
      ...groupBody({ name: `${group.name} renamed` }),
      options: [option('Only', { is_default: true })],
    });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'modifier_group'), eq(auditLog.recordId, String(group.id))))
      .orderBy(desc(auditLog.id));
    expect(entries.map((entry) => entry.operation)).toEqual(['updateModifierGroup', 'createModifierGroup']);
    const changes = new Map(entries[0]!.changes.map((change) => [change.field, change]));
    expect(changes.get('name')).toMatchObject({ before: group.name, after: `${group.name} renamed` });
    expect((changes.get('options')!.after as { name: string }[]).map((o) => o.name)).toEqual(['Only']);
    expect((changes.get('options')!.before as { name: string }[]).map((o) => o.name)).toEqual(['Normal', 'Less']);
  });
});

describe('the list', () => {
  it('finds a part of either name in any case, keeps active or inactive groups, by name', async () => {
    const label = uniqueName('Es');
    const ice = await fx.createGroup(groupBody({ name: `${label} Ice`, indonesian_name: `${label} Tingkat es` }));
    const off = await fx.createGroup(groupBody({ name: `${label} Foam`, status: false }));
    const list = async (query: { q?: string; status?: boolean }) =>
      (await api.GET('/adm/v1/modifier-groups', { params: { query } })).data!.data.map((g) => g.id);
    expect(await list({ q: label.toUpperCase() })).toEqual([off.id, ice.id]);
    expect(await list({ q: `${label} tingkat` })).toEqual([ice.id]);
    expect(await list({ q: label, status: false })).toEqual([off.id]);
    expect(await list({ q: label, status: true })).toEqual([ice.id]);
  });
});

describe('who may use modifier groups', () => {
  it('needs view_admin_sku; the counter may list them, nothing more', async () => {
    const group = await fx.createGroup(groupBody());
    const clerk = await t.asUser(['view_admin_inventory']);
    const counter = await t.asUser(['view_admin_counter']);
    const groupPath = { params: { path: { group_id: group.id } } };
    const skuPath = { params: { path: { sku_id: product.id } } };
    for (const user of [clerk, counter]) {
      expect((await user.GET('/adm/v1/modifier-groups/{group_id}', groupPath)).response.status).toBe(403);
      expect((await user.POST('/adm/v1/modifier-groups', { body: groupBody() })).response.status).toBe(403);
      expect(
        (await user.PUT('/adm/v1/modifier-groups/{group_id}', { ...groupPath, body: groupBody() })).response.status,
      ).toBe(403);
      expect((await user.GET('/adm/v1/skus/{sku_id}/modifier-groups', skuPath)).response.status).toBe(403);
      const attach = await user.PUT('/adm/v1/skus/{sku_id}/modifier-groups', { ...skuPath, body: { group_ids: [] } });
      expect(attach.response.status).toBe(403);
      expect((await user.GET('/adm/v1/skus/{sku_id}/recipe/combination', skuPath)).response.status).toBe(403);
    }
    expect((await clerk.GET('/adm/v1/modifier-groups')).response.status).toBe(403);
    expect((await counter.GET('/adm/v1/modifier-groups')).response.status).toBe(200);
  });
});
