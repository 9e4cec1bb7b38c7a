import type {
  InvitedByProfile,
  Notification,
  NotificationMetadata,
  NotificationSender,
  NotificationType,
} from '@eventos/domain';
import type { NotificationRow } from './notifications.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Where an upload path is served (the web app builds avatar addresses the same way). */
const uploadUrl = (path: string) => `/uploads/${path.replace(/^\/+/, '')}`;

function toSender(row: NotificationRow): NotificationSender | null {
  if (!row.sender_id) return null;
  return {
    id: row.sender_id,
    username: row.sender_username,
    firstName: row.sender_first_name,
    lastName: row.sender_last_name,
    avatarUrl: row.sender_avatar_path ? uploadUrl(row.sender_avatar_path) : null,
  };
}

/** A notification as GET /api/v1/notifications answers it: texts as stored, to be shown as text. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    read: row.read,
    readAt: row.read_at ? iso(row.read_at) : null,
    createdAt: iso(row.created_at),
    metadata: (row.metadata ?? {}) as NotificationMetadata,
    invitedByProfile: (row.invited_by_profile as InvitedByProfile | null) ?? null,
    sender: toSender(row),
  };
}
