import {
  type AttendanceCounts,
  type CheckInResultKind,
  checkInInputSchema,
  type DoorList,
  type DoorListEntry,
  type SyncQueueItem,
  ticketCodeHashInput,
} from '@eventos/domain';

/**
 * The door list the check-in screen works from without a connection: the hash every ticket code is
 * looked up by, what a code finds there, and the list after a local check-in. No storage here.
 */

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** sha-256 hex of `${eventId}:${code}`, the door list's `codeHash` (the server hashes the same text). */
export async function ticketCodeHash(eventId: string, code: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(ticketCodeHashInput(eventId, code)),
  );
  return hex(digest);
}

/** What a typed or scanned code finds on the door list, as the online door would answer it. */
export interface DoorLookup {
  result: Extract<CheckInResultKind, 'accepted' | 'already_checked_in' | 'not_found'>;
  entry: DoorListEntry | null;
}

/**
 * Canonicalises `raw` with the domain's check-in schema and looks its hash up: someone going is
 * `accepted`, someone checked in `already_checked_in`; anything else (an unknown or malformed code,
 * a cancelled or waitlisted person) `not_found`, like the server's answer for a code it cannot seat.
 */
export async function lookUpDoorCode(doorList: DoorList, raw: string): Promise<DoorLookup> {
  const parsed = checkInInputSchema.safeParse({ code: raw });
  if (!parsed.success) return { result: 'not_found', entry: null };
  const hash = await ticketCodeHash(doorList.eventId, parsed.data.code);
  const entry = doorList.attendees.find((person) => person.codeHash === hash) ?? null;
  if (entry?.status === 'going') return { result: 'accepted', entry };
  if (entry?.status === 'checked_in') return { result: 'already_checked_in', entry };
  return { result: 'not_found', entry: null };
}

/** The list after `attendanceId` was checked in at `at` here (nothing else changes). */
export function withCheckIn(doorList: DoorList, attendanceId: string, at: string): DoorList {
  return {
    ...doorList,
    attendees: doorList.attendees.map((person) =>
      person.attendanceId === attendanceId ? { ...person, status: 'checked_in', checkedInAt: at } : person,
    ),
  };
}

const QUEUED_CHECK_IN = /\/attendees\/([^/]+)\/check-in$/;

/**
 * A door list downloaded while check-ins made here still wait in the sync queue (`pending`): those
 * people stay checked in, so their ticket is not let in twice before the queue is sent.
 */
export function withQueuedCheckIns(doorList: DoorList, pending: readonly SyncQueueItem[]): DoorList {
  let list = doorList;
  for (const item of pending) {
    if (item.kind !== 'check-in' || item.state !== 'pending' || item.eventId !== doorList.eventId) continue;
    const attendanceId = QUEUED_CHECK_IN.exec(item.path)?.[1];
    const person = list.attendees.find((entry) => entry.attendanceId === attendanceId);
    if (person?.status === 'going') list = withCheckIn(list, person.attendanceId, item.createdAt);
  }
  return list;
}

/**
 * The counts the door list tells: seats (going and checked in), waitlist and check-ins. It knows
 * nothing of interest, so that comes from the counts last heard of (0 without them).
 */
export function doorListCounts(
  doorList: DoorList,
  capacity: number | null,
  previous?: AttendanceCounts,
): AttendanceCounts {
  let going = 0;
  let waitlisted = 0;
  let checkedIn = 0;
  for (const person of doorList.attendees) {
    if (person.status === 'going' || person.status === 'checked_in') going += 1;
    if (person.status === 'checked_in') checkedIn += 1;
    if (person.status === 'waitlisted') waitlisted += 1;
  }
  return { going, waitlisted, checkedIn, interested: previous?.interested ?? 0, capacity };
}

/** How many people the door can check in from the list (anyone with a seat). */
export function doorListSize(doorList: DoorList): number {
  return doorList.attendees.filter((person) => person.status === 'going' || person.status === 'checked_in')
    .length;
}
