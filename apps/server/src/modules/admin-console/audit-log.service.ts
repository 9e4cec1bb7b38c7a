import type { AuditAction, AuditEntry, AuditLogQuery } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs, type Statement } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { groupCursorOf, keysetPage, keyTime } from '../groups/groups.cursor.ts';
import { displayName } from './admin-person.presenter.ts';

interface AuditRow {
  id: string;
  actor_id: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  action: AuditAction;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: string;
  key_at: string;
}

/**
 * The audit log newest first, of one action or all ($1), after the key $2-$3, at most $4; read as
 * the administrator (admin_audit_log_select lets only administrators read it).
 */
const AUDIT_PAGE: Statement = {
  name: 'admin_audit_log_page',
  text: `SELECT a.id, a.actor_id, p.username, p.first_name, p.last_name, a.action, a.target_type,
      a.target_id, a.target_label, a.before, a.after, a.reason,
      to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
      ${keyTime('a.created_at')} AS key_at
    FROM admin_audit_log a
    LEFT JOIN profiles p ON p.id = a.actor_id
    WHERE ($1::text IS NULL OR a.action = $1::text)
      AND ($3::uuid IS NULL OR (a.created_at, a.id) < ($2::timestamptz, $3::uuid))
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT $4::integer`,
};

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actor_id ? { id: row.actor_id, username: row.username, name: displayName(row) } : null,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.created_at,
  };
}

/** GET /admin/audit-log: who did what, to what, when, the state before and after, and why. */
export async function listAuditLog(
  db: Database,
  caller: Caller,
  query: AuditLogQuery,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const after = groupCursorOf(query.cursor);
  const rows = await readAs(db, caller.userId, (run) =>
    run<AuditRow>(AUDIT_PAGE, [query.action ?? null, after?.at ?? null, after?.id ?? null, query.limit + 1]),
  );
  const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({ rank: 0, at: r.key_at, id: r.id }));
  return { items: shown.map(toAuditEntry), nextCursor };
}
