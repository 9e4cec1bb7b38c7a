import type { DoorList } from '@eventos/domain';
import { lookUpDoorCode, withCheckIn } from '../../../lib/offline/door-list.ts';
import { queuedWrite } from '../../../lib/offline/queued-write.ts';
import { readSavedEvent, saveEventNow, storeDoorList } from '../../../lib/offline/saved-events.ts';
import type { DoorAnswer } from './door-answer.ts';

export interface OfflineCheckIn {
  answer: DoorAnswer;
  /** The door list after the answer (the person marked checked in when accepted). */
  doorList: DoorList;
}

/** POST /events/{id}/attendees/{attendanceId}/check-in: what a check-in made at the door sends later. */
export function checkInPath(eventId: string, attendanceId: string): string {
  return `/api/v1/events/${eventId}/attendees/${attendanceId}/check-in`;
}

/**
 * A code checked against the door list saved on this device, for when the server cannot be
 * reached: someone going is checked in here, the check-in queued for when the connection is back,
 * and the list kept with them checked in; someone already in, or an unknown code, answers as the
 * server would. Null without a saved door list (the door then says it cannot check).
 */
export async function checkInFromDoorList(input: {
  eventId: string;
  eventName: string;
  userId: string;
  code: string;
  now?: Date;
}): Promise<OfflineCheckIn | null> {
  const saved = await readSavedEvent(input.eventId, input.userId);
  const doorList = saved?.doorList;
  if (!doorList) return null;
  const found = await lookUpDoorCode(doorList, input.code);
  const attendee = found.entry ? { name: found.entry.name } : null;
  if (found.result !== 'accepted' || !found.entry)
    return { answer: { result: found.result, attendee }, doorList };

  const sent = await queuedWrite<unknown>(
    {
      kind: 'check-in',
      method: 'POST',
      path: checkInPath(input.eventId, found.entry.attendanceId),
      eventId: input.eventId,
      eventName: input.eventName,
    },
    input.userId,
  );
  const after = withCheckIn(doorList, found.entry.attendanceId, (input.now ?? new Date()).toISOString());
  await storeDoorList(input.userId, after);
  return { answer: { result: 'accepted', attendee, queued: sent.status === 'queued' }, doorList: after };
}

/**
 * The door list for the door screen: downloaded again with the event when `online` (the check-ins
 * still waiting here kept), else the one saved on this device. Null when there is none.
 */
export async function loadDoorList(
  eventId: string,
  userId: string,
  online: boolean,
): Promise<DoorList | null> {
  const fresh = online ? await saveEventNow(eventId, userId).catch(() => null) : null;
  const row = fresh ?? (await readSavedEvent(eventId, userId));
  return row?.doorList ?? null;
}
