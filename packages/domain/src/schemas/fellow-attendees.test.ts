import { describe, expect, it } from 'vitest';
import { ATTENDANCE_PAGE_MAX, ATTENDANCE_PAGE_SIZE } from '../constants/attendance.ts';
import { fellowAttendeesQuerySchema, fellowAttendeesResponseSchema } from './fellow-attendees.ts';

const messages = (v: unknown) => {
  const r = fellowAttendeesQuerySchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('who else is going: the query', () => {
  it('pages 20 at a time by default, up to 50', () => {
    expect(fellowAttendeesQuerySchema.parse({})).toEqual({ limit: ATTENDANCE_PAGE_SIZE });
    expect(fellowAttendeesQuerySchema.parse({ limit: '50', cursor: 'abc' })).toEqual({
      limit: ATTENDANCE_PAGE_MAX,
      cursor: 'abc',
    });
    expect(fellowAttendeesQuerySchema.parse({ cursor: '' })).toEqual({ limit: ATTENDANCE_PAGE_SIZE });
  });

  it.each([
    [{ limit: '51' }, 'validation.limit.range'],
    [{ limit: '0' }, 'validation.limit.range'],
    [{ limit: '2.5' }, 'validation.limit.integer'],
    [{ limit: 'vinte' }, 'validation.limit.integer'],
    [{ cursor: 'a\u0000b' }, 'validation.cursor.invalid'],
    [{ cursor: 'x'.repeat(201) }, 'validation.cursor.invalid'],
  ])('refuses %j with %s', (value, code) => {
    expect(messages(value)).toContain(code);
  });
});

describe('who else is going: the answer', () => {
  const person = {
    userId: '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60',
    name: 'Ana Lima',
    username: 'ana.lima',
    avatarUrl: null,
  };

  it('carries people, the totals and whether the viewer shows', () => {
    const answer = { items: [person], nextCursor: null, shown: 1, hidden: 12, viewerShown: false };
    expect(fellowAttendeesResponseSchema.parse(answer)).toEqual(answer);
  });

  it('keeps nothing more of a person than their name, username and photo', () => {
    const parsed = fellowAttendeesResponseSchema.parse({
      items: [{ ...person, ticketCode: 'ABCDEFGH23', email: 'ana@example.test' }],
      nextCursor: null,
      shown: 1,
      hidden: 0,
      viewerShown: true,
    });
    expect(parsed.items[0]).toEqual(person);
  });

  it('refuses negative totals', () => {
    expect(
      fellowAttendeesResponseSchema.safeParse({
        items: [],
        nextCursor: null,
        shown: -1,
        hidden: 0,
        viewerShown: true,
      }).success,
    ).toBe(false);
  });
});
