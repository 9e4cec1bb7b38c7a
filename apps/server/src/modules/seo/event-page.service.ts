import type { Database } from '../../db/client.ts';
import { readAs, type Statement } from '../../db/read-as.ts';
import { readEventDetailRow } from '../events/event-detail.sql.ts';
import { eventRef } from '../events/events.repository.ts';
import { eventPageHead, type PageHead } from './event-page-head.ts';

/** An approved sponsor of an event, as its page's JSON-LD names it. */
export interface EventPageSponsor {
  displayName: string;
  linkUrl: string | null;
  logoPath: string | null;
}

/**
 * The approved sponsors of an event ($1), read as a visitor: the row policy shows a visitor only
 * approved sponsorships of events they may see. In the order of the event page: tier, then approval.
 */
const EVENT_PAGE_SPONSORS: Statement = {
  name: 'event_page_sponsors',
  text: `SELECT s.display_name AS "displayName", s.link_url AS "linkUrl", s.logo_path AS "logoPath"
    FROM sponsorships s JOIN sponsorship_tiers t ON t.id = s.tier_id
    WHERE s.event_id = $1::uuid AND s.state = 'approved'
    ORDER BY t.position, t.created_at, s.approved_at, s.id`,
};

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
  const sponsors = await readAs(db, null, (run) => run<EventPageSponsor>(EVENT_PAGE_SPONSORS, [row.id]));
  return { kind: 'page', head: eventPageHead(row, publicUrl, sponsors) };
}
