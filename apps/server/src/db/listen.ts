import type { PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on a channel for as long as the returned stop() is not called. `onNotify` hears every
 * payload, and also `null` whenever notifications may have been missed (the connection was lost and
 * is back): a listener that keeps derived state drops it then.
 */
export type Listen = (
  channel: string,
  onNotify: (payload: string | null) => void,
) => Promise<() => Promise<void>>;

/** Where a change to an event or a venue is announced (migration 0014), with the row's id. */
export const EVENTS_CHANGED_CHANNEL = 'eventos_events_changed';

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RETRY_MS = { first: 200, max: 5_000 };

function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** One connection of its own per channel, opened again (with a growing pause) whenever it is lost. */
export function postgresListen(url: string): Listen {
  return async (channel, onNotify) => {
    const name = checkedChannel(channel);
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let pause = RETRY_MS.first;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      next.on('notification', (message) => {
        if (message.channel === name) onNotify(message.payload ?? '');
      });
      next.on('error', () => {
        if (client === next) lost();
      });
      next.on('end', () => {
        if (client === next) lost();
      });
      client = next;
      await next.connect();
      await next.query(`LISTEN ${name}`);
      pause = RETRY_MS.first;
    };

    const lost = () => {
      client = undefined;
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        if (stopped) return;
        connect().then(
          () => onNotify(null),
          () => {
            pause = Math.min(pause * 2, RETRY_MS.max);
            lost();
          },
        );
      }, pause);
      retry.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    };
  };
}

/** The embedded database is this process: its notifications come straight back. */
export function pgliteListen(db: PGliteInterface): Listen {
  return async (channel, onNotify) => {
    const unlisten = await db.listen(checkedChannel(channel), (payload) => onNotify(payload));
    return async () => {
      if (!db.closed) await unlisten();
    };
  };
}
