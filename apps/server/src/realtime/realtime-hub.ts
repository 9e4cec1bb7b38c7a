import type { DatabaseHandle } from '../db/client.ts';
import { readAs } from '../db/read-as.ts';
import type { Logger } from '../logger.ts';
import { deliveriesQueued } from '../modules/notifications/delivery-signal.ts';
import { createAttendanceFeed } from './attendance-feed.ts';
import { ATTENDANCE_CHANNEL } from './attendance-payload.ts';
import {
  NOTIFICATIONS_CHANNEL,
  type NotificationChange,
  parseNotificationChange,
} from './notification-payload.ts';
import { createSseStream, type SseStream } from './sse-stream.ts';

/**
 * This process's realtime streams (GET /api/v1/realtime) and its one LISTEN on
 * 'eventos_notifications'. Every server process has its own, so a change committed through any
 * process reaches the streams of all of them. The database sends ids only; before a stream hears
 * of a notification, the row is read again as that stream's user (row-level security), so a
 * stream never carries anyone else's. When the LISTEN connection was lost and is back, every
 * stream is told to refetch (`resync`): what happened meanwhile is in the list. A second LISTEN on
 * 'eventos_attendance' feeds organisers' streams the live counts and check-ins of their events
 * (`attendance`, attendance-feed.ts).
 */
export interface RealtimeHub {
  /** Resolves once the LISTEN is in place (or failed: then streams still open, and poll by reconnecting). */
  readonly ready: Promise<void>;
  /** A new stream for `userId`; the oldest of theirs closes when they would hold more than the cap. */
  open(userId: string): ReadableStream<Uint8Array>;
  /** How many streams `userId` holds in this process. */
  streamCount(userId: string): number;
  /** Ends every stream (server shutdown): clients reconnect to a process that is still serving. */
  closeAll(): void;
}

export const REALTIME_DEFAULTS = {
  /** Comment lines that keep proxies and load balancers from closing an idle stream. */
  heartbeatMs: 25_000,
  /** What EventSource waits before reconnecting. */
  retryMs: 2_000,
  maxStreamsPerUser: 10,
};

export interface RealtimeOptions {
  database: DatabaseHandle;
  logger: Logger;
  heartbeatMs?: number;
  retryMs?: number;
  maxStreamsPerUser?: number;
}

/** Every hub of this process, so shutdown can end their streams. */
const hubs = new Set<RealtimeHub>();

/** Set once the process stops: a stream opened after that ends at once (its client retries elsewhere). */
let stopping = false;

/** Ends every realtime stream of this process, and any opened later (the server is draining its requests). */
export function closeRealtimeStreams(): void {
  stopping = true;
  for (const hub of hubs) hub.closeAll();
}

/** How many streams `userId` holds across this process's hubs. */
export function realtimeStreamCount(userId: string): number {
  let count = 0;
  for (const hub of hubs) count += hub.streamCount(userId);
  return count;
}

const VISIBLE = {
  name: 'realtime_visible_notifications',
  text: 'SELECT id FROM notifications WHERE id = ANY($1::uuid[])',
};

export function createRealtimeHub(options: RealtimeOptions): RealtimeHub {
  const { database, logger } = options;
  const { heartbeatMs, retryMs, maxStreamsPerUser } = { ...REALTIME_DEFAULTS, ...options };
  /** Each user's open streams, oldest first. */
  const streams = new Map<string, SseStream[]>();
  /** Changes heard in this tick, per user, read again together. */
  let pending = new Map<string, Map<string, NotificationChange['op']>>();
  let flushing = false;

  const everyStream = () => [...streams.values()].flat();

  const flush = async () => {
    const batch = pending;
    pending = new Map();
    flushing = false;
    await Promise.all(
      [...batch].map(async ([userId, changes]) => {
        if (!streams.get(userId)?.length) return;
        try {
          const ids = [...changes.keys()];
          const visible = await readAs(database.db, userId, (run) => run<{ id: string }>(VISIBLE, [ids]));
          for (const { id } of visible) {
            const op = changes.get(id) ?? 'update';
            for (const stream of streams.get(userId) ?? []) stream.send('notification', { id, op });
          }
        } catch (err) {
          // The database is away: the stream is told to refetch once it can.
          logger.warn({ err }, 'realtime: could not read a notification again; asking for a refetch');
          for (const stream of streams.get(userId) ?? []) stream.send('resync', {});
        }
      }),
    );
  };

  const heard = (payload: string | null) => {
    if (payload === null) {
      for (const stream of everyStream()) stream.send('resync', {});
      // Jobs committed while the connection was away wake the worker too.
      deliveriesQueued();
      return;
    }
    const change = parseNotificationChange(payload);
    if (!change) return;
    if (change.op === 'insert') deliveriesQueued();
    if (!streams.get(change.userId)?.length) return;
    const changes = pending.get(change.userId) ?? new Map();
    // An insert and a read mark in the same tick are one new notification to the client.
    if (changes.get(change.id) !== 'insert') changes.set(change.id, change.op);
    pending.set(change.userId, changes);
    if (!flushing) {
      flushing = true;
      setImmediate(() => void flush());
    }
  };

  const attendanceHeard = createAttendanceFeed({
    db: database.db,
    logger,
    listening: (userId) => Boolean(streams.get(userId)?.length),
    send: (userId, event, data) => {
      for (const stream of streams.get(userId) ?? []) stream.send(event, data);
    },
  });

  // Called inside a promise: a database that cannot listen at all is logged, not thrown at startup.
  const ready = Promise.resolve()
    .then(() =>
      Promise.all([
        database.listen(NOTIFICATIONS_CHANNEL, heard),
        database.listen(ATTENDANCE_CHANNEL, attendanceHeard),
      ]),
    )
    .then(
      () => undefined,
      (err: unknown) => {
        logger.error(
          { err },
          'realtime: cannot listen for notifications; streams will only catch up on reconnect',
        );
      },
    );

  // The heartbeat runs, and shutdown knows of this hub, only while it has streams.
  let heartbeat: NodeJS.Timeout | undefined;
  const active = () => {
    hubs.add(hub);
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const stream of everyStream()) stream.comment('ping');
    }, heartbeatMs);
    heartbeat.unref();
  };
  const idle = () => {
    hubs.delete(hub);
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  const remove = (userId: string, stream: SseStream) => {
    const own = streams.get(userId);
    if (!own) return;
    const left = own.filter((s) => s !== stream);
    if (left.length) streams.set(userId, left);
    else streams.delete(userId);
    if (streams.size === 0) idle();
  };

  const hub: RealtimeHub = {
    ready,
    open(userId) {
      const { stream, body } = createSseStream();
      if (stopping) {
        stream.retry(retryMs);
        stream.close();
        return body;
      }
      const own = [...(streams.get(userId) ?? []), stream];
      streams.set(userId, own);
      active();
      stream.onClose(() => remove(userId, stream));
      while (own.length > maxStreamsPerUser) own.shift()?.close();
      stream.retry(retryMs);
      void ready.then(() => stream.send('ready', {}));
      return body;
    },
    streamCount: (userId) => streams.get(userId)?.length ?? 0,
    closeAll() {
      for (const stream of everyStream()) stream.close();
    },
  };
  return hub;
}
