import { describe, expect, it } from 'vitest';
import { decodeGroupCursor, encodeGroupCursor } from './groups.cursor.ts';

const ID = '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('group list cursors', () => {
  it('carry a rank, a time to the microsecond and an id', () => {
    const key = { rank: 2137, at: '2026-11-26T12:00:00.123456Z', id: ID };
    expect(decodeGroupCursor(encodeGroupCursor(key))).toEqual(key);
  });

  it('refuse anything else with validation.cursor.invalid', () => {
    for (const value of [
      'abc',
      '!!!',
      raw([1, '2026-11-26T12:00:00.123456Z']),
      raw(['1', '2026-11-26T12:00:00.123456Z', ID]),
      raw([1.5, '2026-11-26T12:00:00.123456Z', ID]),
      raw([1, '2026-11-26T12:00:00Z', ID]),
      raw([1, '2026-02-30T12:00:00.000000Z', ID]),
      raw([1, '0000-01-01T00:00:00.000000Z', ID]),
      raw([1, '2026-11-26T12:00:00.123456Z', 'not-an-id']),
      raw([1e9, '2026-11-26T12:00:00.123456Z', ID]),
      'a'.repeat(201),
    ])
      expect(() => decodeGroupCursor(value), value).toThrow(
        expect.objectContaining({ status: 400, code: 'validation.cursor.invalid' }),
      );
  });
});
