import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * Every action taken in the admin area (migration 0040): who, what, on what, before and after, why.
 * Administrators read it; an entry is written in the actor's own name and never changed.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('admin_audit_log_action_created_idx').on(t.action, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    check(
      'admin_audit_log_action_check',
      sql`${t.action} IN ('theme.create', 'theme.update', 'theme.delete', 'theme.activate', 'theme.deactivate', 'theme.select', 'role.grant', 'role.revoke', 'broadcast.send', 'report.moderate')`,
    ),
  ],
);
