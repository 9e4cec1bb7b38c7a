import { describe, expect, it } from 'vitest';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH, TICKET_CODE_PATTERN } from '../constants/attendance.ts';
import {
  attendeeListQuerySchema,
  checkInInputSchema,
  eventAttendanceSchema,
  normalizeTicketCode,
  organizingQuerySchema,
  participatingQuerySchema,
} from './attendance.ts';
import { eventInputSchema } from './event.ts';

const messages = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);
};

describe('ticket codes', () => {
  it('use 32 symbols without look-alikes, 10 of them', () => {
    expect(TICKET_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(TICKET_CODE_ALPHABET).size).toBe(32);
    for (const c of '01OI') expect(TICKET_CODE_ALPHABET).not.toContain(c);
    expect(TICKET_CODE_LENGTH).toBe(10);
    expect(TICKET_CODE_PATTERN.test('ABCDEFGH23')).toBe(true);
    expect(TICKET_CODE_PATTERN.test('ABCDEFGH2O')).toBe(false);
  });

  it('are tidied when typed: case, spaces and dashes ignored', () => {
    expect(normalizeTicketCode(' abcd-efgh 23 ')).toBe('ABCDEFGH23');
    expect(checkInInputSchema.parse({ code: 'abcde-fgh23' })).toEqual({ code: 'ABCDEFGH23' });
  });

  it.each([
    [''],
    ['ABCDEFGH2'],
    ['ABCDEFGH234'],
    ['ABCDEFGH10'],
    ['<script>x'],
    ['A'.repeat(65)],
    ['ABCDE\u0000GH23'],
  ])('refuses the code %j', (code) => {
    expect(messages(checkInInputSchema, { code })).toContain('validation.check_in.code.invalid');
  });

  it('refuses a code that is not text', () => {
    expect(messages(checkInInputSchema, { code: 42 })).toEqual(['validation.check_in.code.invalid']);
  });
});

describe('list queries', () => {
  it('default to upcoming, published and everyone, 20 a page', () => {
    expect(participatingQuerySchema.parse({})).toEqual({ when: 'upcoming', cursor: undefined, limit: 20 });
    expect(organizingQuerySchema.parse({ state: '' })).toMatchObject({ state: 'published', limit: 20 });
    expect(attendeeListQuerySchema.parse({ q: '  ' })).toEqual({
      order: 'arrival',
      status: 'all',
      q: undefined,
      cursor: undefined,
      limit: 20,
    });
  });

  it('refuse unknown tabs, states and filters with their own messages', () => {
    expect(messages(participatingQuerySchema, { when: 'later' })).toEqual([
      'validation.participating.when.invalid',
    ]);
    expect(messages(organizingQuerySchema, { state: 'all' })).toEqual([
      'validation.organizing.state.invalid',
    ]);
    expect(messages(attendeeListQuerySchema, { status: 'maybe' })).toEqual([
      'validation.attendees.status.invalid',
    ]);
    expect(messages(attendeeListQuerySchema, { q: 'x'.repeat(101) })).toEqual([
      'validation.attendees.q.too_long',
    ]);
    expect(messages(attendeeListQuerySchema, { limit: '51' })).toEqual(['validation.limit.range']);
  });
});

describe('event attendance answer', () => {
  it('refuses a ticket code that is not one', () => {
    const answer = {
      eventId: '0b6c2f7e-3c1d-4f57-9a51-2b5c7e0d9f10',
      counts: { going: 1, waitlisted: 0, checkedIn: 0, interested: 0, capacity: null },
      mine: {
        id: '0b6c2f7e-3c1d-4f57-9a51-2b5c7e0d9f11',
        status: 'going',
        ticketCode: 'ABCDEFGH23',
        waitlistPosition: null,
        checkedInAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      interested: false,
      rsvp: { open: true, closedReason: null, deadline: null },
      accessLink: null,
    };
    expect(eventAttendanceSchema.safeParse(answer).success).toBe(true);
    expect(
      eventAttendanceSchema.safeParse({ ...answer, mine: { ...answer.mine, ticketCode: 'abc' } }).success,
    ).toBe(false);
  });
});

describe('capacity and RSVP deadline of the event form', () => {
  const base = {
    name: 'Encontro',
    category: 'arts_culture',
    startDatetime: '2030-05-01T18:00:00.000Z',
    endDatetime: '2030-05-01T22:00:00.000Z',
    eventType: 'online',
    accessLink: 'https://example.org/sala',
  };

  it('are optional: none means unlimited and open until the end', () => {
    const parsed = eventInputSchema.parse(base);
    expect(parsed.capacity).toBeNull();
    expect(parsed.rsvpDeadline).toBeNull();
    expect(eventInputSchema.parse({ ...base, capacity: null, rsvpDeadline: '' }).rsvpDeadline).toBeNull();
  });

  it('accept 1 to 100000 seats and a deadline up to the end', () => {
    const parsed = eventInputSchema.parse({
      ...base,
      capacity: 100_000,
      rsvpDeadline: '2030-05-01T22:00:00Z',
    });
    expect(parsed.capacity).toBe(100_000);
    expect(parsed.rsvpDeadline).toBe('2030-05-01T22:00:00.000Z');
  });

  it.each([[0], [100_001], [2.5], ['10'], [-1]])('refuse a capacity of %j', (capacity) => {
    expect(messages(eventInputSchema, { ...base, capacity })).toEqual(['validation.event.capacity.invalid']);
  });

  it('refuse a deadline after the end, or one that is not a date', () => {
    expect(messages(eventInputSchema, { ...base, rsvpDeadline: '2030-05-01T22:00:01Z' })).toEqual([
      'validation.event.rsvp_deadline.after_end',
    ]);
    expect(messages(eventInputSchema, { ...base, rsvpDeadline: 'amanhã' })).toEqual([
      'validation.event.rsvp_deadline.invalid',
    ]);
  });
});
