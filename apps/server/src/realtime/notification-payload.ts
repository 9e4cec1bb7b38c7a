/** Where the database announces every insert and update of a notification (migration 0016). */
export const NOTIFICATIONS_CHANNEL = 'eventos_notifications';

export interface NotificationChange {
  userId: string;
  id: string;
  op: 'insert' | 'update';
}

const PAYLOAD =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(insert|update)$/i;

/** '<user_id>:<id>:<insert|update>' as the trigger sends it; anything else is null. */
export function parseNotificationChange(payload: string): NotificationChange | null {
  const m = PAYLOAD.exec(payload);
  if (!m) return null;
  return {
    userId: (m[1] as string).toLowerCase(),
    id: (m[2] as string).toLowerCase(),
    op: (m[3] as string).toLowerCase() as 'insert' | 'update',
  };
}
