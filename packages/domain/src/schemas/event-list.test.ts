import { describe, expect, it } from 'vitest';
import { encodeEventCursor } from '../rules/keyset-cursor.ts';
import { eventListQuerySchema } from './event-list.ts';

const issues = (input: unknown) => {
  const result = eventListQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('event list query', () => {
  it('defaults the limit to 20 and has no cursor', () => {
    expect(eventListQuerySchema.parse({})).toEqual({ limit: 20, cursor: undefined });
  });

  it('accepts limits from 1 to 50', () => {
    expect(eventListQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(eventListQuerySchema.parse({ limit: '50' }).limit).toBe(50);
  });

  it.each([
    ['abc', 'validation.limit.integer'],
    ['2.5', 'validation.limit.integer'],
    ['0', 'validation.limit.range'],
    ['51', 'validation.limit.range'],
    ['100000', 'validation.limit.range'],
  ])('rejects limit=%s with %s', (limit, code) => {
    expect(issues({ limit })).toEqual([code]);
  });

  it('decodes a valid cursor and rejects garbage', () => {
    const cursor = { startsAt: '2026-12-05T22:00:00.000Z', id: '0b6c2f7e-3c1d-4f57-9a51-2b5c7e0d9f10' };
    expect(eventListQuerySchema.parse({ cursor: encodeEventCursor(cursor) }).cursor).toEqual(cursor);
    expect(issues({ cursor: 'garbage' })).toEqual(['validation.cursor.invalid']);
  });
});
