import { Hono } from 'hono';
import { callerOf, signedIn } from '../http/caller.ts';
import type { AppEnv } from '../http/types.ts';
import type { RealtimeHub } from './realtime-hub.ts';

/**
 * GET /api/v1/realtime — the signed-in caller's Server-Sent Events: `ready` once listening,
 * `notification` {id, op} for each of their own notifications inserted or updated, `resync` when
 * they should refetch, `attendance` {eventId, counts, checkIn?} for each change of the attendance of
 * an event they organise (the door screen), comment heartbeats. Never cached, compressed or buffered on the way.
 */
export function realtimeRoutes(hub: RealtimeHub) {
  return new Hono<AppEnv>().use('*', signedIn).get('/', (c) => {
    const { userId } = callerOf(c);
    return c.body(hub.open(userId), 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
  });
}
