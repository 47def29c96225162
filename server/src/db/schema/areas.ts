// Indonesian administrative areas an outlet can be in: provinces (level 1) and the cities and
// regencies in them (level 2). Ids are the Kemendagri codes without dots (31 DKI Jakarta, 3174
// Jakarta Selatan), so they stay the same in every database. The rows are reference data written
// by a migration, not by the demo seed: a production database needs them too.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** A city or regency (true) rather than a province (false). */
    isLevel2: boolean('is_level_2').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => areas.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('areas_parent_idx').on(t.parentId),
    check(
      'areas_parent_by_level',
      sql`(${t.isLevel2} and ${t.parentId} is not null) or (not ${t.isLevel2} and ${t.parentId} is null)`,
    ),
  ],
);
