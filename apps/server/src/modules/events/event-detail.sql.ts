import type { EventVenue } from '@eventos/domain';
import { getViewConfig } from 'drizzle-orm/pg-core';
import type { RunStatement, Statement } from '../../db/read-as.ts';
import { eventsWithDetails } from '../../db/schema/index.ts';
import type { EventRef, EventRow } from './events.repository.ts';

/**
 * One event's whole row of events_with_details with its venue's accessibility options named in the
 * reader's language, its group as organiser and whether the caller manages it, in one named
 * statement (ADR 0008): the event page, its .ics file and its SEO head read it as the caller, under
 * the row policies (a group the caller may not see joins as nothing).
 */

/** The group's columns, read from the joined group rather than the view's placeholders. */
const GROUP_COLUMNS: Record<string, string> = { groupName: 'g.name', groupLogoPath: 'g.logo_path' };

/** Every column of the view, named as the row type names it. */
const ROW_COLUMNS = Object.entries(getViewConfig(eventsWithDetails).selectedFields)
  .map(([key, column]) => `${GROUP_COLUMNS[key] ?? `e.${(column as { name: string }).name}`} AS "${key}"`)
  .join(', ');

/** The group's slug for its link, and whether the caller manages the event (0029). */
const ORGANIZER = `g.slug AS "groupSlug",
  app.can_manage_event(e.organizer_id, e.group_id) AS "canManage"`;

const ACCESSIBILITY = `(SELECT coalesce(json_agg(json_build_object('id', o.id, 'key', o.key,
    'name', coalesce(o.names ->> $2, o.name)) ORDER BY o.name), '[]'::json)
  FROM selection_options o WHERE o.id = ANY(e.location_accessibility_options)) AS "accessibility"`;

/** Whether the caller holds a seat (going or checked in): they see the online access link. */
const ATTENDING = `EXISTS (SELECT 1 FROM event_attendances a WHERE a.event_id = e.id
  AND a.user_id = app.current_user_id() AND a.status IN ('going', 'checked_in')) AS "attending"`;

const byColumn = (column: 'id' | 'slug', name: string): Statement => ({
  name,
  text: `SELECT ${ROW_COLUMNS}, ${ORGANIZER}, ${ACCESSIBILITY}, ${ATTENDING} FROM events_with_details e
    LEFT JOIN groups g ON g.id = e.group_id
    WHERE e.${column} = $1${column === 'id' ? '::uuid' : ''} LIMIT 1`,
});

const BY_ID = byColumn('id', 'events_detail_by_id');
const BY_SLUG = byColumn('slug', 'events_detail_by_slug');

export type EventDetailRow = EventRow & {
  groupSlug: string | null;
  canManage: boolean;
  accessibility: EventVenue['accessibilityOptions'];
  /** The caller is going to (or checked in at) the event. */
  attending: boolean;
};

/** The event `by` names as the caller may see it, or undefined; option names in `language`. */
export async function readEventDetailRow(
  run: RunStatement,
  by: EventRef,
  language: string,
): Promise<EventDetailRow | undefined> {
  const [row] = await run<EventDetailRow>('id' in by ? BY_ID : BY_SLUG, [
    'id' in by ? by.id : by.slug,
    language,
  ]);
  return row;
}
