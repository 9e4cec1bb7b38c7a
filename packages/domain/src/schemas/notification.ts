import { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_PAGE_SIZE,
  type NotificationKind,
  type NotificationType,
  PUSH_DEVICE_TYPES,
  type PushDeviceType,
} from '../constants/notifications.ts';
import type { InvitedByProfile, NotificationMetadata } from '../rules/notification-routing.ts';
import { textField } from './primitives.ts';

/** Who caused a notification, as the panel shows them (avatar and name). */
export interface NotificationSender {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

/** One notification as GET /api/v1/notifications answers it (spec §3 Notification). */
export interface Notification {
  id: string;
  type: NotificationType;
  /** In the recipient's language, rendered when it was created. */
  title: string;
  body: string;
  read: boolean;
  readAt: string | null;
  createdAt: string;
  /** Spec §3 metadata, its keys as the spec names them. */
  metadata: NotificationMetadata;
  invitedByProfile: InvitedByProfile | null;
  sender: NotificationSender | null;
}

/** GET /api/v1/notifications: newest first; `notifications` as spec §7 names the array. */
export interface NotificationListResponse {
  notifications: Notification[];
  nextCursor: string | null;
  unreadCount: number;
}

/** Keyset cursor of the notification list, ordered by (created_at, id) descending: opaque to clients. */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'validation.limit.integer' })
    .int({ message: 'validation.limit.integer' })
    .min(1, { message: 'validation.limit.range' })
    .max(NOTIFICATION_PAGE_MAX, { message: 'validation.limit.range' })
    .default(NOTIFICATION_PAGE_SIZE),
  cursor: textField('validation.cursor.invalid', 'validation.cursor.invalid')
    .max(200, {
      message: 'validation.cursor.invalid',
    })
    .optional(),
  unread: z.enum(['true', 'false'], { message: 'validation.invalid' }).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** POST /api/v1/push-tokens body, as spec §7 names it. */
export const pushTokenInputSchema = z.object({
  device_type: z.enum(PUSH_DEVICE_TYPES, { message: 'validation.push.device_type.invalid' }),
  token: textField('validation.push.token.required', 'validation.push.token.invalid')
    .trim()
    .min(1, { message: 'validation.push.token.required' })
    .max(NOTIFICATION_LIMITS.tokenMax, { message: 'validation.push.token.invalid' }),
});
export type PushTokenInput = z.infer<typeof pushTokenInputSchema>;

export interface PushTokenRegistration {
  id: string;
  deviceType: PushDeviceType;
  lastSeenAt: string;
}

/** GET /api/v1/push/public-key: the VAPID application server key for PushManager.subscribe. */
export interface PushPublicKey {
  publicKey: string;
}

/** A web push token: the PushSubscription's JSON, as the browser gives it (the `token` of a web registration). */
export const webPushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .url()
    .refine((u) => u.startsWith('https://'), { message: 'validation.push.token.invalid' }),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** One kind's channels on /profile/notifications. */
export interface NotificationPreference {
  kind: NotificationKind;
  push: boolean;
  email: boolean;
}

export interface NotificationPreferences {
  preferences: NotificationPreference[];
}

export const notificationPreferencesInputSchema = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS, { message: 'validation.invalid' }),
        push: z.boolean({ message: 'validation.invalid' }),
        email: z.boolean({ message: 'validation.invalid' }),
      }),
    )
    .max(NOTIFICATION_KINDS.length, { message: 'validation.invalid' }),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

/** Who an admin broadcast reaches. */
export const BROADCAST_AUDIENCES = ['everyone', 'role', 'user'] as const;
export const BROADCAST_ROLES = ['user', 'admin'] as const;

/** POST /api/v1/admin/notifications body (spec §2 admin send-notification). Messages: i18n keys of `admin`. */
export const broadcastInputSchema = z
  .object({
    title: textField('validation.broadcast.title.required')
      .trim()
      .min(1, { message: 'validation.broadcast.title.required' })
      .max(NOTIFICATION_LIMITS.titleMax, { message: 'validation.broadcast.title.max' }),
    body: textField('validation.broadcast.body.required')
      .trim()
      .min(1, { message: 'validation.broadcast.body.required' })
      .max(NOTIFICATION_LIMITS.bodyMax, { message: 'validation.broadcast.body.max' }),
    link: textField('validation.broadcast.link.invalid')
      .trim()
      .max(NOTIFICATION_LIMITS.linkMax, { message: 'validation.broadcast.link.invalid' })
      .refine(
        (v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(v),
        { message: 'validation.broadcast.link.invalid' },
      )
      .optional()
      .transform((v) => (v ? v : undefined)),
    audience: z.enum(BROADCAST_AUDIENCES, { message: 'validation.broadcast.audience.invalid' }),
    role: z.enum(BROADCAST_ROLES, { message: 'validation.broadcast.role.invalid' }).optional(),
    username: textField('validation.broadcast.username.required').trim().max(50).optional(),
    channels: z.object({ push: z.boolean(), email: z.boolean() }),
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'role' && !v.role)
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'validation.broadcast.role.invalid' });
    if (v.audience === 'user' && !v.username)
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'validation.broadcast.username.required' });
  });
export type BroadcastInput = z.infer<typeof broadcastInputSchema>;

/** A broadcast's progress (GET /api/v1/admin/notifications/{id}). */
export interface BroadcastStatus {
  id: string;
  state: 'storing' | 'queued' | 'done' | 'failed';
  recipients: number;
  stored: number;
  pushed: number;
  emailed: number;
  createdAt: string;
}
