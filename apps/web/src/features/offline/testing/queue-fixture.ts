import type { SyncQueueItem } from '@eventos/domain';
import { enqueueSyncItem } from '../../../lib/offline/sync-queue.ts';

export const ANA = '00000000-0000-4000-8000-0000000000a1';
export const BIA = '00000000-0000-4000-8000-0000000000b2';
export const EVENT_1 = '00000000-0000-4000-8000-0000000000e1';
export const EVENT_2 = '00000000-0000-4000-8000-0000000000e2';

let seq = 0;

/** Puts an action in the real (in-memory) sync queue: Ana's RSVP to Festa junina unless told. */
export function queueAction(overrides: Partial<SyncQueueItem> = {}) {
  seq++;
  return enqueueSyncItem({
    kind: 'rsvp',
    method: 'PUT',
    path: `/api/v1/events/${overrides.eventId ?? EVENT_1}/attendance`,
    idempotencyKey: `fixture-key-${seq}`,
    eventId: EVENT_1,
    eventName: 'Festa junina',
    userId: ANA,
    state: 'pending',
    attempts: 0,
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}
