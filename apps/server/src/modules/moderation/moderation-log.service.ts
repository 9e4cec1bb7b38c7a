import type { ModerationLogPage, ModerationLogQuery } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { groupCursorOf, keysetPage } from '../groups/groups.cursor.ts';
import { toLogEntry } from './moderation.presenter.ts';
import { LOG_PAGE, type LogRow } from './moderation.sql.ts';

/** GET /admin/moderation-log: every action taken, newest first (moderation_actions_select: admins). */
export async function listModerationLog(
  db: Database,
  caller: Caller,
  query: ModerationLogQuery,
): Promise<ModerationLogPage> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<LogRow>(LOG_PAGE, [after?.at ?? null, after?.id ?? null, query.limit + 1]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({ rank: 0, at: r.key_at, id: r.id }));
    return { items: shown.map(toLogEntry), nextCursor };
  });
}
