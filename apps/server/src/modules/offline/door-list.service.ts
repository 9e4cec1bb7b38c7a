import { createHash } from 'node:crypto';
import {
  type AttendanceStatus,
  type DoorList,
  type DoorListEntry,
  ticketCodeHashInput,
} from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { ownEvent } from '../attendance/attendance.service.ts';
import { DOOR_LIST, type DoorListRow } from './door-list.sql.ts';

const uploadUrl = (path: string) => `/uploads/${path.replace(/^\/+/, '')}`;

/** sha-256 hex of `${eventId}:${ticketCode}`: the door screen matches a scanned code without the code. */
export function ticketCodeHash(eventId: string, ticketCode: string): string {
  return createHash('sha256').update(ticketCodeHashInput(eventId, ticketCode)).digest('hex');
}

function toEntry(eventId: string, row: DoorListRow): DoorListEntry {
  const name = [row.first_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    attendanceId: row.id,
    name: name || row.username || '',
    username: row.username,
    avatarUrl: row.avatar_path ? uploadUrl(row.avatar_path) : null,
    status: row.status as AttendanceStatus,
    checkedInAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    codeHash: ticketCodeHash(eventId, row.ticket_code),
  };
}

/**
 * GET /events/{id}/door-list: everyone with a seat, for the door screen to check people in without
 * a connection. Whoever may read the attendee list may read it (404 or 403 attendance.forbidden
 * otherwise); ticket codes leave only as hashes.
 */
export async function doorList(
  db: Database,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<DoorList> {
  await withUser(db, caller.userId, (tx) => ownEvent(tx, caller, id));
  const rows = await readAs(db, caller.userId, (run) => run<DoorListRow>(DOOR_LIST, [id]));
  return {
    eventId: id,
    generatedAt: now.toISOString(),
    attendees: rows.map((row) => toEntry(id, row)),
  };
}
