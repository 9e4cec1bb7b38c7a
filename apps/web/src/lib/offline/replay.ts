import { IDEMPOTENCY_KEY_HEADER, SYNC_MAX_ATTEMPTS, type SyncQueueItem } from '@eventos/domain';
import { postSynced } from './sync-channel.ts';
import { deleteSyncItem, pendingSyncItems, type StoredSyncItem, updateSyncItem } from './sync-queue.ts';

export interface ReplayReport {
  /** Accepted by the server and removed from the queue. */
  sent: number;
  /** Refused by the server (or given up after too many tries), kept as failed. */
  failed: number;
  /** Still waiting after this round. */
  pending: number;
  /** Why the round ended early: signed out (401), the server unreachable or busy, or another replay running. */
  stopped: 'signed-out' | 'unreachable' | 'busy' | null;
  /** The events whose actions were sent or refused. */
  eventIds: string[];
}

export interface ReplayOptions {
  fetch: typeof fetch;
  /** Only this user's actions; all when omitted (the service worker, which does not know who). */
  userId?: string;
}

/** The name of the Web Lock that keeps two replays (two tabs, a tab and the worker) apart. */
export const REPLAY_LOCK = 'eventos-offline-replay';

const NETWORK_PROBLEM = {
  status: 0,
  code: 'network.unreachable',
  detail: 'Não foi possível conectar ao servidor.',
};

/** Answers worth trying again later: the request timed out, too many requests, the server failed. */
function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

async function problemOf(response: Response): Promise<NonNullable<SyncQueueItem['problem']>> {
  let body: unknown;
  try {
    body = (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : undefined;
  } catch {
    body = undefined;
  }
  const v = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    status: response.status,
    code: typeof v.code === 'string' ? v.code : `http.${response.status}`,
    detail: typeof v.detail === 'string' ? v.detail : response.statusText || `HTTP ${response.status}`,
  };
}

function send(doFetch: typeof fetch, item: StoredSyncItem): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json, application/problem+json',
    [IDEMPOTENCY_KEY_HEADER]: item.idempotencyKey,
  };
  const hasBody = item.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  return doFetch(item.path, {
    method: item.method,
    credentials: 'same-origin',
    headers,
    ...(hasBody ? { body: JSON.stringify(item.body) } : {}),
  });
}

async function replayRound({ fetch: doFetch, userId }: ReplayOptions): Promise<ReplayReport> {
  const items = await pendingSyncItems(userId);
  const report: ReplayReport = { sent: 0, failed: 0, pending: items.length, stopped: null, eventIds: [] };
  const touched = new Set<string>();

  for (const item of items) {
    let response: Response | null = null;
    try {
      response = await send(doFetch, item);
    } catch {
      response = null;
    }
    if (response?.ok) {
      await deleteSyncItem(item.id);
      report.sent++;
      report.pending--;
      touched.add(item.eventId);
      continue;
    }
    if (response?.status === 401) {
      report.stopped = 'signed-out';
      break;
    }
    if (response === null || isTransient(response.status)) {
      const attempts = item.attempts + 1;
      if (attempts >= SYNC_MAX_ATTEMPTS) {
        await updateSyncItem(item.id, { attempts, state: 'failed', problem: NETWORK_PROBLEM });
        report.failed++;
        report.pending--;
        touched.add(item.eventId);
      } else {
        await updateSyncItem(item.id, { attempts });
      }
      report.stopped = 'unreachable';
      break;
    }
    await updateSyncItem(item.id, { state: 'failed', problem: await problemOf(response) });
    report.failed++;
    report.pending--;
    touched.add(item.eventId);
  }

  report.eventIds = [...touched];
  if (report.sent + report.failed > 0)
    postSynced({ sent: report.sent, failed: report.failed, eventIds: report.eventIds });
  return report;
}

const BUSY: ReplayReport = { sent: 0, failed: 0, pending: 0, stopped: 'busy', eventIds: [] };
let running = false;

/**
 * Sends the waiting actions (of `userId`, or all), oldest first, each with its own Idempotency-Key:
 * accepted → removed; 401 → stop (signed out, kept); 408/429/5xx or no answer → one more try
 * counted and stop (given up as network.unreachable after SYNC_MAX_ATTEMPTS); any other refusal →
 * failed with the server's problem (event full, cancelled, comments closed…). One replay at a time
 * (a Web Lock across tabs and the worker, else within this page or worker); a second one answers
 * 'busy' at once. Runs in pages and in the service worker: plain fetch, no window, no React.
 */
export async function replaySyncQueue(options: ReplayOptions): Promise<ReplayReport> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    return locks.request(REPLAY_LOCK, { ifAvailable: true }, async (lock) =>
      lock ? replayRound(options) : { ...BUSY },
    );
  }
  if (running) return { ...BUSY };
  running = true;
  try {
    return await replayRound(options);
  } finally {
    running = false;
  }
}
