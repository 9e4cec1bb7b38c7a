import type { AttendanceStreamEvent } from '@eventos/domain';
import type { Database } from '../db/client.ts';
import { readAs } from '../db/read-as.ts';
import type { Logger } from '../logger.ts';
import { toAttendee, toCounts } from '../modules/attendance/attendance.presenter.ts';
import {
  ATTENDEE_BY_ID,
  type AttendeeRow,
  COUNTS,
  type CountsRow,
} from '../modules/attendance/attendance.sql.ts';
import { parseAttendanceChange } from './attendance-payload.ts';

export interface AttendanceFeedOptions {
  db: Database;
  logger: Logger;
  /** Whether `userId` has a stream open in this process. */
  listening(userId: string): boolean;
  send(userId: string, event: 'attendance' | 'resync', data: unknown): void;
}

/**
 * Turns the database's attendance announcements into `attendance` events on the organiser's open
 * streams: the changes of one tick are read again together, as the organiser (row policies), one
 * event per check-in (with the person) or one with the new counts.
 */
export function createAttendanceFeed(options: AttendanceFeedOptions): (payload: string | null) => void {
  const { db, logger, listening, send } = options;
  /** organiser → event → check-ins heard in this tick. */
  let pending = new Map<string, Map<string, Set<string>>>();
  let flushing = false;

  const read = async (organizerId: string, eventId: string, checkIns: Set<string>) => {
    const { counts, attendees } = await readAs(db, organizerId, async (run) => {
      const [row] = await run<CountsRow>(COUNTS, [[eventId]]);
      const people: AttendeeRow[] = [];
      for (const id of checkIns) people.push(...(await run<AttendeeRow>(ATTENDEE_BY_ID, [id, eventId])));
      return { counts: row, attendees: people };
    });
    // An event the organiser no longer sees as theirs is nobody's business on this stream.
    if (!counts) return;
    const base = { eventId, counts: toCounts(counts, null) };
    const checked = attendees.filter((a) => a.status === 'checked_in');
    if (checked.length === 0) send(organizerId, 'attendance', base satisfies AttendanceStreamEvent);
    for (const person of checked)
      send(organizerId, 'attendance', {
        ...base,
        checkIn: toAttendee(person),
      } satisfies AttendanceStreamEvent);
  };

  const flush = async () => {
    const batch = pending;
    pending = new Map();
    flushing = false;
    const reads: Promise<void>[] = [];
    for (const [organizerId, events] of batch) {
      for (const [eventId, checkIns] of events) {
        reads.push(
          read(organizerId, eventId, checkIns).catch((err: unknown) => {
            logger.warn({ err }, 'realtime: could not read attendance counts; asking for a refetch');
            send(organizerId, 'resync', {});
          }),
        );
      }
    }
    await Promise.all(reads);
  };

  return (payload) => {
    if (payload === null) return;
    const change = parseAttendanceChange(payload);
    if (!change || !listening(change.organizerId)) return;
    const events = pending.get(change.organizerId) ?? new Map<string, Set<string>>();
    const checkIns = events.get(change.eventId) ?? new Set<string>();
    if (change.checkedIn) checkIns.add(change.checkedIn);
    events.set(change.eventId, checkIns);
    pending.set(change.organizerId, events);
    if (!flushing) {
      flushing = true;
      setImmediate(() => void flush());
    }
  };
}
