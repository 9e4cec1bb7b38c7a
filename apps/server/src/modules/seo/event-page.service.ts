import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import { readEventDetailRow } from '../events/event-detail.sql.ts';
import { eventRef } from '../events/events.repository.ts';
import { eventPageHead, type PageHead } from './event-page-head.ts';

/** Segments under /events/ that are pages of the web app, never event slugs. */
const APP_PAGES = new Set(['create']);

export type EventPage =
  | { kind: 'page'; head: PageHead }
  /** Reached by id: the canonical address is the slug's. */
  | { kind: 'redirect'; slug: string };

/**
 * The head of /events/{slugOrId} as any visitor would get it, or undefined when a visitor may not
 * see that event (draft, private, unknown): the page then keeps the default tags and names nothing.
 * Read as a visitor, row-level security already hides drafts, private and future-published events;
 * the visibility test repeats it for safety.
 */
export async function eventPage(
  db: Database,
  slugOrId: string,
  publicUrl: string,
): Promise<EventPage | undefined> {
  if (APP_PAGES.has(slugOrId)) return undefined;
  const ref = eventRef(slugOrId);
  const row = await readAs(db, null, (run) => readEventDetailRow(run, ref, 'pt-BR'));
  if (row?.visibility !== 'public' || row.publishedAt === null) return undefined;
  if ('id' in ref) return { kind: 'redirect', slug: row.slug };
  return { kind: 'page', head: eventPageHead(row, publicUrl) };
}
