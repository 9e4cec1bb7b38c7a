import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Options offered in pickers (spec §3 selection_options), e.g. a venue's accessibility features.
 * `name` is the pt-BR name; `names` holds the other interface languages ({en, es, zh, ar}).
 */
export const selectionOptions = pgTable(
  'selection_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('selection_options_type_key_key').on(t.type, t.key),
    check('selection_options_type_check', sql`${t.type} in ('accessibility')`),
  ],
);
