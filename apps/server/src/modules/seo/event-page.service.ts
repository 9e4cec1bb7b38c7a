import { isEventId } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import { eventPageHead, type PageHead } from './event-page-head.ts';
import { findPublicEventPage } from './seo.repository.ts';

/** Segments under /events/ that are pages of the web app, never event slugs. */
const APP_PAGES = new Set(['create']);

export type EventPage =
  | { kind: 'page'; head: PageHead }
  /** Reached by id: the canonical address is the slug's. */
  | { kind: 'redirect'; slug: string };

/**
 * The head of /events/{slugOrId} as any visitor would get it, or undefined when a visitor may not
 * see that event (draft, private, unknown): the page then keeps the default tags and names nothing.
 */
export async function eventPage(
  db: Database,
  slugOrId: string,
  publicUrl: string,
): Promise<EventPage | undefined> {
  if (APP_PAGES.has(slugOrId)) return undefined;
  const byId = isEventId(slugOrId);
  const row = await withUser(db, null, (tx) =>
    findPublicEventPage(tx, byId ? { id: slugOrId.toLowerCase() } : { slug: slugOrId }),
  );
  if (!row) return undefined;
  if (byId) return { kind: 'redirect', slug: row.slug };
  return { kind: 'page', head: eventPageHead(row, publicUrl) };
}
