import {
  decodeNotificationCursor,
  encodeNotificationCursor,
  type NotificationListQuery,
  type NotificationListResponse,
} from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { HttpProblem } from '../../http/problem.ts';
import { toNotification } from './notifications.presenter.ts';
import { countUnread, listOwn, markAllRead, markRead } from './notifications.repository.ts';

/** The caller's notifications, newest first, one page at a time, with how many are unread. */
export function listNotifications(
  db: Database,
  caller: Caller,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const cursor = query.cursor ? decodeNotificationCursor(query.cursor) : undefined;
  if (cursor === null) throw fieldProblem(400, 'cursor', 'validation.cursor.invalid');
  return withUser(db, caller.userId, async (tx) => {
    const rows = await listOwn(tx, caller.userId, {
      take: query.limit + 1,
      cursor,
      unreadOnly: query.unread === 'true',
    });
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      notifications: shown.map(toNotification),
      nextCursor:
        rows.length > query.limit && last
          ? encodeNotificationCursor({ createdAt: last.cursor_at, id: last.id })
          : null,
      unreadCount: await countUnread(tx, caller.userId),
    };
  });
}

export async function unreadCount(db: Database, caller: Caller): Promise<{ unreadCount: number }> {
  return { unreadCount: await withUser(db, caller.userId, (tx) => countUnread(tx, caller.userId)) };
}

/** Marks one of the caller's notifications read (idempotent); anyone else's is not found. */
export async function markNotificationRead(db: Database, caller: Caller, id: string): Promise<void> {
  const found = await withUser(db, caller.userId, (tx) => markRead(tx, id));
  if (!found) throw new HttpProblem(404, 'notification.not_found');
}

export async function markAllNotificationsRead(db: Database, caller: Caller): Promise<{ updated: number }> {
  return { updated: await withUser(db, caller.userId, (tx) => markAllRead(tx, caller.userId)) };
}
