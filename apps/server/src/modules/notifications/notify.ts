import {
  type InvitedByProfile,
  isLanguage,
  type Language,
  NOTIFICATION_KIND_OF,
  type NotificationMetadata,
  type NotificationType,
} from '@eventos/domain';
import type { Tx } from '../../db/client.ts';
import {
  type NotificationTextKey,
  type NotificationTextParams,
  renderNotificationText,
} from './notification-texts.ts';
import {
  type NotificationItem,
  profileDisplayName,
  profileLanguages,
  storeNotifications,
} from './notify.repository.ts';

/**
 * The one hub through which every feature notifies people (spec §3 Notification, issue 15).
 *
 * Call it inside the transaction of the change that causes the notification, so both commit or
 * roll back together:
 *
 *   await notify(tx, {
 *     recipients: [friendId],
 *     type: 'friend_request',
 *     metadata: { from: caller.userId, friend_id: caller.userId },
 *   });
 *
 * It renders title and body in each recipient's own language (profiles.language) from
 * notification-texts.ts — the text named by `text.key` (default: the type's own), with the actor's
 * name (read from metadata.from unless `text.params.actor` is given), the event (metadata.event_name)
 * and the group filled in as plain text — or uses `text.title`/`text.body` as written (an
 * administrator's broadcast). It stores one row per recipient through app.create_notifications,
 * which also queues a push and an e-mail delivery job where both the sender (`channels`, default
 * both) and the recipient's preferences for the type's kind allow it. Once the transaction
 * commits, the database announces each row (LISTEN 'eventos_notifications'): open realtime streams
 * of the recipient hear of it and the delivery worker of every process wakes
 * (delivery-signal.ts). Nothing is sent before the commit, so a rolled-back change notifies nobody.
 *
 * The actor (`actorId`, default metadata.from) is never notified of their own action, unless
 * `notifyActor` says the notification is meant for them too (their other devices, e.g. the
 * organiser of an event they just changed). Unknown recipients are skipped. Answers the stored ids.
 */
export interface NotifyInput {
  recipients: readonly string[];
  type: NotificationType;
  metadata?: NotificationMetadata;
  text?: { key: NotificationTextKey; params?: NotificationTextParams } | { title: string; body: string };
  invitedByProfile?: InvitedByProfile | null;
  broadcastId?: string | null;
  channels?: { push: boolean; email: boolean };
  actorId?: string | null;
  notifyActor?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ALL_CHANNELS = { push: true, email: true } as const;

/** Metadata as stored: only the keys that carry a value. */
function storedMetadata(metadata: NotificationMetadata): Record<string, unknown> {
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value != null && value !== ''));
}

export async function notify(tx: Tx, input: NotifyInput): Promise<string[]> {
  const metadata = input.metadata ?? {};
  const actorId = input.actorId ?? metadata.from ?? null;
  const recipients = [...new Set(input.recipients.map((id) => id.toLowerCase()))].filter(
    (id) => UUID.test(id) && (input.notifyActor || id !== actorId?.toLowerCase()),
  );
  if (recipients.length === 0) return [];

  const languages = await profileLanguages(tx, recipients);
  const text = input.text ?? { key: input.type as NotificationTextKey };
  const render = await renderer(tx, text, metadata);
  const channels = input.channels ?? ALL_CHANNELS;
  const stored = storedMetadata(metadata);
  const invitedBy = input.invitedByProfile ?? metadata.invited_by_profile ?? null;

  const items: NotificationItem[] = [];
  for (const userId of recipients) {
    const language = languages.get(userId);
    if (language === undefined) continue;
    const { title, body } = render(isLanguage(language) ? language : 'pt-BR');
    items.push({
      user_id: userId,
      type: input.type,
      kind: NOTIFICATION_KIND_OF[input.type],
      title,
      body,
      metadata: stored,
      invited_by_profile: invitedBy ? { ...invitedBy } : null,
      broadcast_id: input.broadcastId ?? null,
      push: channels.push,
      email: channels.email,
    });
  }
  return storeNotifications(tx, items);
}

/** Title and body per language, each language rendered once. */
async function renderer(
  tx: Tx,
  text: NonNullable<NotifyInput['text']>,
  metadata: NotificationMetadata,
): Promise<(language: Language) => { title: string; body: string }> {
  if ('title' in text) return () => ({ title: text.title, body: text.body });
  const params: NotificationTextParams = { event: metadata.event_name, ...text.params };
  if (params.actor === undefined && metadata.from && UUID.test(metadata.from))
    params.actor = await profileDisplayName(tx, metadata.from);
  const cache = new Map<Language, { title: string; body: string }>();
  return (language) => {
    let rendered = cache.get(language);
    if (!rendered) {
      rendered = renderNotificationText(text.key, language, params);
      cache.set(language, rendered);
    }
    return rendered;
  };
}
