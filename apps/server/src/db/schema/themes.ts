import type { ThemeColors } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Visual themes (migration 0041, spec §3): administrators manage every row; everyone else reads only
 * the theme applied today, through app.applied_theme(today). At most one row is selected.
 */
export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    priority: integer('priority').notNull().default(0),
    colors: jsonb('colors').$type<ThemeColors>().notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    isSelected: boolean('is_selected').notNull().default(false),
    baseColor: text('base_color').notNull().default('#6750A4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('themes_one_selected_idx').on(sql`(true)`).where(sql`${t.isSelected}`),
    index('themes_priority_idx').on(sql`${t.priority} DESC`, sql`${t.updatedAt} DESC`),
    check('themes_name_length_check', sql`char_length(${t.name}) BETWEEN 2 AND 60`),
    check(
      'themes_description_length_check',
      sql`${t.description} IS NULL OR char_length(${t.description}) <= 500`,
    ),
    check('themes_priority_check', sql`${t.priority} BETWEEN 0 AND 100`),
    check(
      'themes_colors_check',
      sql`coalesce(jsonb_typeof(${t.colors} -> 'light') = 'object' AND jsonb_typeof(${t.colors} -> 'dark') = 'object', false)`,
    ),
    check(
      'themes_window_check',
      sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);
