// Counter sales at one outlet on two API processes while its tax settings and the chain's change
// on both: each sale freezes one whole set of rates and rules, priced by it, and its invoice asks
// for its total.
import { describe, expect, it } from 'vitest';
import { skus } from '../../src/db/schema';
import { placeWhileSettingsChange } from '../helpers/tax-races';
import { build, secondServer } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
if (t.config.database.kind !== 'postgres') throw new Error('This file runs on PostgreSQL');
const other = await secondServer(t);
const bandung = t.outletId['Bandung Dago']!;

describe('sales on two processes while the settings change', () => {
  it('each freeze one whole set of rates and rules, priced by it, with the invoice asking for the total', async () => {
    const [tea] = await t.app.db
      .insert(skus)
      .values({
        name: uniqueName('Race Tea'),
        categoryId: Object.values(t.seed.categoryIds)[0]!,
        price: 27300,
        unitAmount: 1,
        unit: 'cup',
        imageUrl: '/uploads/t.png',
      })
      .returning({ id: skus.id });
    const { setUsed, invoiceMismatches } = await placeWhileSettingsChange([t.app.db, other.db], bandung, tea!.id, 18);
    expect(setUsed).toHaveLength(18);
    expect(setUsed.filter((set) => set < 0)).toEqual([]);
    expect(new Set(setUsed)).toEqual(new Set([0, 1]));
    expect(invoiceMismatches).toEqual([]);
  });
});
