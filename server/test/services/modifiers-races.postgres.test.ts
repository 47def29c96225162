// A group changed while it is being attached, at the same moment on PostgreSQL: each write alone is
// allowed (the group scales milk while attached to no product; a group without recipe fits any
// product), together they would sell a milk-less tea with a scale of milk. The catalogue's structure
// lock puts one after the other, so the second sees the first and is refused.
import { describe, expect, it } from 'vitest';
import { uploadImage } from '../helpers/images';
import { groupBody, modifierFixtures, option } from '../helpers/modifiers';
import { build } from '../helpers/test-app';

const t = await build();
if (t.config.database.kind !== 'postgres') throw new Error('This file runs on PostgreSQL');
const api = await t.asAdmin();
const fx = modifierFixtures(t, api, await uploadImage(api));

describe('a group changed while it is attached', () => {
  it('never leaves a product with an option that scales what its recipe lacks', async () => {
    const milk = await fx.ingredient('Fresh Milk 1 L', 'l');
    const tea = await fx.ingredient('Jasmine Tea Leaves 1 kg', 'kg');
    for (let round = 0; round < 8; round++) {
      const jasmine = await fx.sku();
      await fx.putRecipe(jasmine.id, [{ ingredient_sku_id: tea.id, quantity: 10 }]);
      const group = await fx.createGroup(groupBody({ options: [option('Regular', { is_default: true })] }));
      const [changed, attached] = await Promise.all([
        fx.putGroup(group.id, {
          ...groupBody({ name: group.name }),
          options: [
            option('Regular', { id: group.options[0]!.id, is_default: true }),
            option('Creamy', { recipe: [{ ingredient_sku_id: milk.id, action: 'scale', factor_percent: 150 }] }),
          ],
        }),
        fx.attach(jasmine.id, [group.id]),
      ]);
      const statuses = [changed.response.status, attached.response.status].sort();
      expect(statuses, JSON.stringify([changed.error, attached.error])).toEqual([200, 422]);
      expect((await fx.groupsOf(jasmine.id)).data!.data.recipe_gaps).toEqual([]);
    }
  });
});
