/** Notification and push constants of spec §3, §7 and §9. */

/** Every kind of notification the product sends (spec §3, §9). */
export const NOTIFICATION_TYPES = [
  'friend_request',
  'friendship_accepted',
  'event',
  'new_event_from_followed_group',
  'event_checkin',
  'event_updated',
  'event_cancelled',
  'event_invite',
  'group_invite',
  'group',
  'reply',
  'mention',
  'on_demand',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a person turns push and e-mail on or off for on /profile/notifications: the types grouped as
 * people think of them. In-app is always on.
 */
export const NOTIFICATION_KINDS = ['friends', 'events', 'groups', 'discussion', 'announcements'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_OF: Record<NotificationType, NotificationKind> = {
  friend_request: 'friends',
  friendship_accepted: 'friends',
  event: 'events',
  new_event_from_followed_group: 'groups',
  event_checkin: 'events',
  event_updated: 'events',
  event_cancelled: 'events',
  event_invite: 'events',
  group_invite: 'groups',
  group: 'groups',
  reply: 'discussion',
  mention: 'discussion',
  on_demand: 'announcements',
};

/** Channels a kind can be delivered on besides the in-app list. */
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A person's choice before they make one: push on, e-mail off. */
export const DEFAULT_NOTIFICATION_PREFERENCE = { push: true, email: false } as const;

/** Devices a push token belongs to (spec §3 Push token registration). */
export const PUSH_DEVICE_TYPES = ['web', 'ios', 'android'] as const;
export type PushDeviceType = (typeof PUSH_DEVICE_TYPES)[number];

/** Refetch of the list after a realtime event, debounced (spec §9). */
export const NOTIFICATION_REFETCH_DEBOUNCE_MS = 500;
/** Notifications per page of the list. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 50;
/** Enabling web push gives up after this long (spec §8 'Tempo esgotado ao ativar push…'). */
export const PUSH_ENABLE_TIMEOUT_MS = 10_000;
/** Native push initialisation retries after these delays (spec §9). */
export const PUSH_NATIVE_RETRY_DELAYS_MS = [1_000, 2_000, 3_000] as const;
/** A messaging token is registered again after this many days (spec §9). */
export const PUSH_TOKEN_REFRESH_DAYS = 7;
/** Waiting for the service worker to activate gives up after this long (spec §9). */
export const SERVICE_WORKER_ACTIVATION_TIMEOUT_MS = 10_000;
/** Lengths the server accepts for what an admin broadcasts and for a push token. */
export const NOTIFICATION_LIMITS = {
  titleMax: 120,
  bodyMax: 1000,
  linkMax: 2048,
  tokenMax: 4096,
} as const;
