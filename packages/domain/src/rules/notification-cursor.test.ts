import { describe, expect, it } from 'vitest';
import { decodeNotificationCursor, encodeNotificationCursor } from './notification-cursor.ts';

const cursor = { createdAt: '2026-11-25T23:39:01.123456Z', id: '0b6c2f7e-3c1d-4f57-9a51-2b5c7e0d9f10' };
const raw = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

describe('notification cursor', () => {
  it('round-trips, microseconds included', () => {
    expect(decodeNotificationCursor(encodeNotificationCursor(cursor))).toEqual(cursor);
  });

  it('is URL-safe', () => {
    expect(encodeNotificationCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('pads fewer decimals to microseconds and lowercases the id', () => {
    expect(decodeNotificationCursor(raw(['2026-11-25T23:39:01Z', cursor.id.toUpperCase()]))).toEqual({
      createdAt: '2026-11-25T23:39:01.000000Z',
      id: cursor.id,
    });
    expect(decodeNotificationCursor(raw(['2026-11-25T23:39:01.5Z', cursor.id]))?.createdAt).toBe(
      '2026-11-25T23:39:01.500000Z',
    );
  });

  it.each([
    ['garbage', 'garbage'],
    ['empty', ''],
    ['not base64url', '%%%'],
    ['json of the wrong shape', raw({ a: 1 })],
    ['three items', raw([cursor.createdAt, cursor.id, 1])],
    ['bad id', raw([cursor.createdAt, 'x'])],
    ['a date that is not UTC text', raw(['yesterday', cursor.id])],
    ['an offset instead of Z', raw(['2026-11-25T20:39:01-03:00', cursor.id])],
    ['more than microseconds', raw(['2026-11-25T23:39:01.1234567Z', cursor.id])],
    ['a day that does not exist', raw(['2026-02-30T10:00:00Z', cursor.id])],
    ['year zero', raw(['0000-01-01T00:00:00Z', cursor.id])],
    ['a number for the date', raw([1, cursor.id])],
    ['too long', 'a'.repeat(500)],
  ])('rejects %s', (_label, value) => {
    expect(decodeNotificationCursor(value)).toBeNull();
  });
});
