import { decodeEventCursor, type FellowAttendeesQuery, type FellowAttendeesResponse } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { cursorAfter, toFellowAttendee } from './fellow-attendees.presenter.ts';
import {
  FELLOW_ATTENDEES,
  FELLOW_TOTALS,
  type FellowAttendeeRow,
  type FellowTotalsRow,
} from './fellow-attendees.sql.ts';

/**
 * What the definer functions raise, as problems: an event the caller cannot see is P0002 (404
 * event.not_found, as every attendance route answers it); someone not going is 42501 (403
 * attendance.fellows.forbidden: they see the counts on GET /attendance, never names).
 */
function asProblem(err: unknown): unknown {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = typeof current.message === 'string' ? current.message : '';
    if (current.code === 'P0002') return new HttpProblem(404, 'event.not_found');
    if (current.code === '42501' && message === 'attendance.fellows.forbidden')
      return new HttpProblem(403, 'attendance.fellows.forbidden');
    if (current.code === '42501' && message === 'auth.unauthenticated')
      return new HttpProblem(401, 'auth.unauthenticated');
    current = current.cause as typeof current;
  }
  return err;
}

function cursorOf(value: string | undefined) {
  if (value === undefined) return null;
  const cursor = decodeEventCursor(value);
  if (!cursor) throw new HttpProblem(400, 'validation.cursor.invalid');
  return cursor;
}

/**
 * GET /events/{id}/fellow-attendees: for someone going (or the organiser), the others going who
 * show their name, a page at a time in order of arrival, with how many do and how many do not.
 */
export async function listFellowAttendees(
  db: Database,
  caller: Caller,
  id: string,
  query: FellowAttendeesQuery,
): Promise<FellowAttendeesResponse> {
  const cursor = cursorOf(query.cursor);
  try {
    return await readAs(db, caller.userId, async (run) => {
      const [totals] = await run<FellowTotalsRow>(FELLOW_TOTALS, [id]);
      const rows = await run<FellowAttendeeRow>(FELLOW_ATTENDEES, [
        id,
        cursor?.startsAt ?? null,
        cursor?.id ?? null,
        query.limit + 1,
      ]);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        items: shown.map(toFellowAttendee),
        nextCursor: rows.length > query.limit && last ? cursorAfter(last) : null,
        shown: totals?.shown ?? 0,
        hidden: totals?.hidden ?? 0,
        viewerShown: totals?.viewer_shown ?? false,
      };
    });
  } catch (err) {
    throw asProblem(err);
  }
}
