// Prep pars: how much of each prep item an outlet wants ready, per daypart. A par holds from its
// `from` time (HH:mm, Jakarta) until the next one of the same item; before the first it is the last of
// the day's. The prep board suggests the batches that bring what is unexpired up to the par.
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { outlets } from './outlets';
import { skus } from './skus';

export const prepPars = pgTable(
  'prep_pars',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** The daypart's start, HH:mm in Jakarta. */
    fromTime: text('from_time').notNull(),
    /** What should be ready from then, in the prep item's stock unit. */
    par: integer('par').notNull(),
  },
  (t) => [
    primaryKey({ name: 'prep_pars_pk', columns: [t.outletId, t.skuId, t.fromTime] }),
    check('prep_pars_from_time_format', sql`${t.fromTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('prep_pars_par_range', sql`${t.par} between 0 and 100000000`),
  ],
);
