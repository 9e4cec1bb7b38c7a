import type { SyncQueueItem } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import {
  doorListCounts,
  doorListSize,
  lookUpDoorCode,
  ticketCodeHash,
  withCheckIn,
  withQueuedCheckIns,
} from './door-list.ts';
import { makeDoorList } from './testing/fake-offline-api.ts';

const EVENT = '00000000-0000-4000-8000-00000000abcd';

describe('ticketCodeHash', () => {
  it("is the server's sha-256 hex of 'eventId:code'", async () => {
    // What the server answers: createHash('sha256').update(`${eventId}:${code}`).digest('hex').
    expect(await ticketCodeHash(EVENT, 'K7M2Q9XPLT')).toBe(
      '4e51316c18c807f00dd63d83b9f0b40286ebabd072b845eea4392ada68a330f3',
    );
    expect(await ticketCodeHash('00000000-0000-4000-8000-00000000abce', 'K7M2Q9XPLT')).not.toBe(
      await ticketCodeHash(EVENT, 'K7M2Q9XPLT'),
    );
  });
});

describe('lookUpDoorCode', () => {
  const people = [
    { name: 'Ana', code: 'ABCDEFGH23' },
    { name: 'Bia', code: 'ZX4RT8WQ3N', status: 'checked_in' as const },
    { name: 'Caio', code: 'K7MQ2XH9PA', status: 'waitlisted' as const },
    { name: 'Davi', code: 'PQRSTUVW45', status: 'cancelled' as const },
  ];

  it('finds someone going, whatever the case, spaces and dashes of the typed code', async () => {
    const list = await makeDoorList(EVENT, people);
    const found = await lookUpDoorCode(list, ' abcd-efgh 23 ');
    expect(found.result).toBe('accepted');
    expect(found.entry?.name).toBe('Ana');
  });

  it('answers already for someone checked in, and not found for anyone else', async () => {
    const list = await makeDoorList(EVENT, people);
    expect((await lookUpDoorCode(list, 'ZX4RT8WQ3N')).result).toBe('already_checked_in');
    expect(await lookUpDoorCode(list, 'K7MQ2XH9PA')).toEqual({ result: 'not_found', entry: null });
    expect(await lookUpDoorCode(list, 'PQRSTUVW45')).toEqual({ result: 'not_found', entry: null });
    expect(await lookUpDoorCode(list, 'HHHHHHHHHH')).toEqual({ result: 'not_found', entry: null });
    expect(await lookUpDoorCode(list, 'curto')).toEqual({ result: 'not_found', entry: null });
  });

  it("does not find another event's ticket", async () => {
    const list = await makeDoorList(EVENT, people);
    const other = await makeDoorList('00000000-0000-4000-8000-00000000abce', people);
    expect((await lookUpDoorCode({ ...list, attendees: other.attendees }, 'ABCDEFGH23')).result).toBe(
      'not_found',
    );
  });
});

describe('door list after a check-in', () => {
  it('marks only that person and counts from the list', async () => {
    const list = await makeDoorList(EVENT, [
      { name: 'Ana', code: 'ABCDEFGH23' },
      { name: 'Bia', code: 'ZX4RT8WQ3N', status: 'checked_in' },
      { name: 'Caio', code: 'K7MQ2XH9PA', status: 'waitlisted' },
    ]);
    const ana = list.attendees[0]?.attendanceId ?? '';
    const after = withCheckIn(list, ana, '2026-03-14T22:10:00.000Z');
    expect(after.attendees[0]).toMatchObject({
      status: 'checked_in',
      checkedInAt: '2026-03-14T22:10:00.000Z',
    });
    expect(after.attendees.slice(1)).toEqual(list.attendees.slice(1));
    expect(doorListCounts(list, 40)).toEqual({
      going: 2,
      waitlisted: 1,
      checkedIn: 1,
      interested: 0,
      capacity: 40,
    });
    expect(
      doorListCounts(after, null, { going: 9, waitlisted: 9, checkedIn: 9, interested: 5, capacity: 9 }),
    ).toEqual({
      going: 2,
      waitlisted: 1,
      checkedIn: 2,
      interested: 5,
      capacity: null,
    });
    expect(doorListSize(after)).toBe(2);
  });
});

describe('withQueuedCheckIns', () => {
  it('keeps checked in whoever has a check-in of this event still waiting to be sent', async () => {
    const list = await makeDoorList(EVENT, [
      { name: 'Ana', code: 'ABCDEFGH23' },
      { name: 'Bia', code: 'ZX4RT8WQ3N' },
      { name: 'Caio', code: 'K7MQ2XH9PA' },
    ]);
    const [ana, bia, caio] = list.attendees.map((person) => person.attendanceId);
    const item = (attendanceId: string | undefined, extra: Partial<SyncQueueItem> = {}): SyncQueueItem => ({
      kind: 'check-in',
      method: 'POST',
      path: `/api/v1/events/${EVENT}/attendees/${attendanceId}/check-in`,
      idempotencyKey: 'abcdefgh-1234',
      eventId: EVENT,
      eventName: 'Festa',
      userId: '00000000-0000-4000-8000-0000000000a1',
      state: 'pending',
      attempts: 0,
      createdAt: '2026-03-14T22:10:00.000Z',
      ...extra,
    });
    const after = withQueuedCheckIns(list, [
      item(ana),
      item(bia, { state: 'failed' }),
      item(caio, { eventId: '00000000-0000-4000-8000-00000000abce' }),
      item(caio, { kind: 'rsvp' }),
    ]);
    expect(after.attendees.map((person) => person.status)).toEqual(['checked_in', 'going', 'going']);
    expect(after.attendees[0]?.checkedInAt).toBe('2026-03-14T22:10:00.000Z');
    expect(withQueuedCheckIns(list, [])).toBe(list);
  });
});
