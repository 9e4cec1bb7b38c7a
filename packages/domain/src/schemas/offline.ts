import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_PATTERN,
  OFFLINE_ACTION_KINDS,
  PWA_DISPLAY_MODES,
  PWA_PLATFORMS,
  SYNC_QUEUE_STATES,
} from '../constants/offline.ts';
import { attendanceStatusSchema } from './attendance.ts';

/**
 * Offline store rows, the door list the check-in screen downloads, and the pwa-stats beacon
 * (issue 20). The server checks what it receives against these; the web app checks what it reads
 * back from IndexedDB (an old or damaged row is dropped, never trusted).
 */

export const idempotencyKeySchema = z
  .string({ message: 'validation.idempotency_key.invalid' })
  .regex(IDEMPOTENCY_KEY_PATTERN, { message: 'validation.idempotency_key.invalid' });

export const offlineActionKindSchema = z.enum(OFFLINE_ACTION_KINDS);

/** One queued write: replayed as `method path` with `body` and the same Idempotency-Key. */
export const syncQueueItemSchema = z.object({
  /** Auto-increment key of the sync queue (absent before it is stored). */
  id: z.number().int().positive().optional(),
  kind: offlineActionKindSchema,
  method: z.enum(['POST', 'PUT', 'DELETE']),
  /** Always an /api/v1/ path of this site. */
  path: z.string().startsWith('/api/v1/'),
  body: z.unknown().optional(),
  idempotencyKey: idempotencyKeySchema,
  /** The event the action is about (for the list of what is waiting and for refreshes). */
  eventId: z.uuid(),
  /** The event's name when queued, to tell the person what happened to what. */
  eventName: z.string(),
  /** The profile that queued it: another account signed in on this device never sends it. */
  userId: z.uuid(),
  state: z.enum(SYNC_QUEUE_STATES),
  attempts: z.number().int().min(0),
  createdAt: z.string(),
  /** When state is failed: the server's problem code and message. */
  problem: z.object({ status: z.number().int(), code: z.string(), detail: z.string() }).optional(),
});
export type SyncQueueItem = z.infer<typeof syncQueueItemSchema>;

/** One person on the door list: what the door screen needs to check them in without a connection. */
export const doorListEntrySchema = z.object({
  attendanceId: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  status: attendanceStatusSchema,
  checkedInAt: z.string().nullable(),
  /** sha-256 hex of `${eventId}:${ticketCode}`: the code itself never leaves the attendee. */
  codeHash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type DoorListEntry = z.infer<typeof doorListEntrySchema>;

/** What a door-list `codeHash` is the sha-256 (hex) of: the server and the door screen hash the same. */
export function ticketCodeHashInput(eventId: string, ticketCode: string): string {
  return `${eventId}:${ticketCode}`;
}

/** GET /api/v1/events/{id}/door-list (organiser only). */
export const doorListSchema = z.object({
  eventId: z.uuid(),
  generatedAt: z.string(),
  attendees: z.array(doorListEntrySchema),
});
export type DoorList = z.infer<typeof doorListSchema>;

/** POST /api/v1/pwa-stats: the anonymous daily beacon (no personal data). */
export const pwaBeaconSchema = z.strictObject({
  displayMode: z.enum(PWA_DISPLAY_MODES, { message: 'validation.pwa_beacon.invalid' }),
  platform: z.enum(PWA_PLATFORMS, { message: 'validation.pwa_beacon.invalid' }),
  installed: z.boolean({ message: 'validation.pwa_beacon.invalid' }),
  pushOptIn: z.boolean({ message: 'validation.pwa_beacon.invalid' }),
});
export type PwaBeacon = z.infer<typeof pwaBeaconSchema>;
