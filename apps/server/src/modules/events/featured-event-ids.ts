import type { Database } from '../../db/client.ts';
import { readAs, type Statement } from '../../db/read-as.ts';

/**
 * Which events take the "Patrocinado" slot, kept in each process for a few seconds (ADR 0021).
 * They change only when an administrator approves, ends or moves a sponsorship, while the first
 * page of the list is the most read answer there is: with nothing featured the list runs its own
 * statement unchanged, and with something featured it reads those few cards by id. Approvals in
 * this process forget the ids at once; other processes see them within the time below.
 */
export const FEATURED_IDS_TTL_MS = 10_000;

const STATEMENT: Statement = {
  name: 'featured_event_ids',
  text: 'SELECT app.featured_event_ids($1::timestamptz) AS id',
};

interface Kept {
  /** The instant the ids were read for (a list may ask about another instant). */
  at: number;
  ids: string[];
}

const kept = new WeakMap<Database, Kept>();

/** The ids of the events featured at `now` (sorted), read at most once per few seconds per database. */
export async function featuredEventIds(db: Database, now: Date): Promise<string[]> {
  const at = now.getTime();
  const entry = kept.get(db);
  if (entry && Math.abs(at - entry.at) < FEATURED_IDS_TTL_MS) return entry.ids;
  // Requests that find the ids stale at the same moment each read them: a few reads, never a wait.
  const rows = await readAs(db, null, (run) => run<{ id: string }>(STATEMENT, [now]));
  const ids = rows.map((row) => row.id).sort();
  kept.set(db, { at, ids });
  return ids;
}

/** Forgets the kept ids (after an approval, an end or a new window in this process). */
export function forgetFeaturedEventIds(db: Database): void {
  kept.delete(db);
}
