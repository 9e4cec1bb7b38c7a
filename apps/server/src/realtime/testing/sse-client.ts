import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { App } from '../../app.ts';

export interface SseEvent {
  event: string;
  data: string;
  at: number;
}

/** A client of a text/event-stream body that keeps what it read: events, comments and retry hints. */
export interface SseClient {
  response: Response;
  events: SseEvent[];
  comments: string[];
  retry: number | undefined;
  /** The next event (after those already taken) that matches, within `timeoutMs`. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Whether the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Reads an SSE body as it arrives (a real streaming read: nothing waits for the end). */
export function readSse(response: Response, abort?: AbortController): SseClient {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let retry: number | undefined;
  let buffer = '';
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const wake = () => {
    for (const w of waiters) w();
  };
  const ended = (async () => {
    if (!reader) return;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          let event = 'message';
          const data: string[] = [];
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('retry:')) retry = Number(line.slice(6).trim());
            else if (line.startsWith('event:')) {
              event = line.slice(6).trim();
              isEvent = true;
            } else if (line.startsWith('data:')) {
              data.push(line.slice(5).trim());
              isEvent = true;
            }
          }
          if (isEvent) events.push({ event, data: data.join('\n'), at: Date.now() });
        }
        wake();
      }
    } catch {
      // Aborted by the client.
    } finally {
      wake();
    }
  })();
  let taken = 0;
  const client: SseClient = {
    response,
    events,
    comments,
    get retry() {
      return retry;
    },
    ended,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let i = taken; i < events.length; i++) {
            const e = events[i] as SseEvent;
            if (match(e)) {
              taken = i + 1;
              cleanup();
              resolve(e);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      abort?.abort();
      void reader?.cancel().catch(() => {});
    },
  };
  return client;
}

export interface ServedApp {
  url: string;
  close(): Promise<void>;
}

/** Serves an app on a free port of 127.0.0.1 with the real Node server, as production does. */
export async function serveApp(app: App): Promise<ServedApp> {
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        const s = server as unknown as { close(cb: () => void): void; closeAllConnections?(): void };
        s.closeAllConnections?.();
        s.close(() => resolve());
      }),
  };
}

/** Opens GET /api/v1/realtime on a served app with a session cookie, reading as it streams. */
export async function openStream(
  baseUrl: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/realtime`, {
    headers: { cookie, accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  return readSse(response, abort);
}
