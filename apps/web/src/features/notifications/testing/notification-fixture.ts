import type { Notification, NotificationListResponse } from '@eventos/domain';

let sequence = 0;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'on_demand',
    title: `Aviso ${sequence}`,
    body: 'Corpo do aviso',
    read: false,
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    metadata: {},
    invitedByProfile: null,
    sender: null,
    ...overrides,
  };
}

export function makeList(
  notifications: Notification[],
  nextCursor: string | null = null,
  unreadCount = notifications.filter((n) => !n.read).length,
): NotificationListResponse {
  return { notifications, nextCursor, unreadCount };
}
