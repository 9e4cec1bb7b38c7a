import {
  checkInRate,
  type EventStats,
  eventStatsWindow,
  type OrganizingStats,
  organizingStatsWindow,
  type StatsPoint,
} from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { type RunStatement, readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { toCounts } from '../attendance/attendance.presenter.ts';
import { COUNTS, type CountsRow } from '../attendance/attendance.sql.ts';
import {
  STATS_ACTIVITY,
  STATS_EVENT,
  STATS_MY_EVENTS,
  STATS_PAST,
  STATS_SERIES,
  type StatsActivityRow,
  type StatsEventRow,
  type StatsPastRow,
  type StatsPointRow,
} from './attendance-stats.sql.ts';

async function series(run: RunStatement, ids: string[], from: string, to: string): Promise<StatsPoint[]> {
  const rows = await run<StatsPointRow>(STATS_SERIES, [ids, from, to]);
  return rows.map((r) => ({ day: r.day, views: r.views, rsvps: r.rsvps, seated: r.seated }));
}

/**
 * GET /events/{id}/stats: one event's views and RSVPs per day, its counts and check-in rate, for
 * whoever manages it only (its organiser, its group's owner and organisers) — 404 event.not_found
 * to whoever cannot see the event, 403 attendance.forbidden to whoever can but does not manage it
 * (the attendee list's answers).
 */
export async function eventStats(
  db: Database,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<EventStats> {
  return readAs(db, caller.userId, async (run) => {
    const [event] = await run<StatsEventRow>(STATS_EVENT, [id, now]);
    if (!event) throw new HttpProblem(404, 'event.not_found');
    if (!event.can_manage) throw new HttpProblem(403, 'attendance.forbidden');
    const [activity] = await run<StatsActivityRow>(STATS_ACTIVITY, [[id]]);
    const { from, to } = eventStatsWindow({
      createdDay: event.created_day,
      firstActivityDay: activity?.first_day ?? null,
      endDay: event.end_day,
      today: event.today,
    });
    // One after the other: the statements share the caller's connection.
    const days = await series(run, [id], from, to);
    const [countsRow] = await run<CountsRow>(COUNTS, [[id]]);
    const counts = toCounts(countsRow, event.capacity);
    return {
      eventId: id,
      from,
      to,
      days,
      views: event.views,
      rsvps: activity?.rsvps ?? 0,
      counts,
      checkInRate: checkInRate(counts.checkedIn, counts.going),
    };
  });
}

/**
 * GET /me/organizing/stats: the last 30 days over every event the caller organises, and how their
 * past events went at the door. Someone who organises nothing gets zeros.
 */
export async function organizingStats(
  db: Database,
  caller: Caller,
  now = new Date(),
): Promise<OrganizingStats> {
  return readAs(db, caller.userId, async (run) => {
    const mine = await run<{ id: string }>(STATS_MY_EVENTS, []);
    const [past] = await run<StatsPastRow>(STATS_PAST, [now]);
    if (!past) throw new Error('the past events statement answered no row');
    const { from, to } = organizingStatsWindow(past.today);
    const days = await series(
      run,
      mine.map((r) => r.id),
      from,
      to,
    );
    return {
      from,
      to,
      days,
      events: mine.length,
      past: {
        events: past.events,
        seated: past.seated,
        checkedIn: past.checked_in,
        checkInRate: checkInRate(past.checked_in, past.seated),
      },
    };
  });
}
