import { describe, expect, it } from 'vitest';
import { decodeEventCursor, encodeEventCursor } from './keyset-cursor.ts';

const cursor = { startsAt: '2026-12-05T22:00:00.000Z', id: '0b6c2f7e-3c1d-4f57-9a51-2b5c7e0d9f10' };

describe('event cursor', () => {
  it('round-trips', () => {
    expect(decodeEventCursor(encodeEventCursor(cursor))).toEqual(cursor);
  });

  it('is URL-safe', () => {
    expect(encodeEventCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['garbage', 'garbage'],
    ['empty', ''],
    ['not base64url', '%%%'],
    ['json of the wrong shape', btoa(JSON.stringify({ a: 1 }))],
    ['bad id', btoa(JSON.stringify(['2026-12-05T22:00:00.000Z', 'x']))],
    ['bad date', btoa(JSON.stringify(['yesterday', cursor.id]))],
    ['too long', 'a'.repeat(500)],
  ])('rejects %s', (_label, value) => {
    expect(decodeEventCursor(value)).toBeNull();
  });

  it('normalises the date to ISO UTC', () => {
    const encoded = btoa(JSON.stringify(['2026-12-05T19:00:00-03:00', cursor.id])).replace(/=+$/, '');
    expect(decodeEventCursor(encoded)?.startsAt).toBe('2026-12-05T22:00:00.000Z');
  });
});
