import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../http/problem.ts';
import { decodePersonCursor, encodePersonCursor, personPage } from './people.cursor.ts';

const id = '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('people cursors', () => {
  it('carry a rank and a person id there and back', () => {
    expect(decodePersonCursor(encodePersonCursor({ rank: 3412, id }))).toEqual({ rank: 3412, id });
    expect(decodePersonCursor(encodePersonCursor({ rank: 0, id }))).toEqual({ rank: 0, id });
  });

  it.each([
    ['not base64url', 'não!'],
    ['not JSON', Buffer.from('{', 'utf8').toString('base64url')],
    ['an object', encode({ rank: 1, id })],
    ['three parts', encode([1, id, 'x'])],
    ['a fractional rank', encode([1.5, id])],
    ['a huge rank', encode([10_000_000, id])],
    ['a text rank', encode(['1', id])],
    ['an upper-case id', encode([1, id.toUpperCase()])],
    ['no id', encode([1, 'ninguem'])],
    ['too long', 'a'.repeat(201)],
  ])('refuse %s with 400 validation.cursor.invalid', (_, value) => {
    expect(() => decodePersonCursor(value)).toThrow(HttpProblem);
    try {
      decodePersonCursor(value);
    } catch (err) {
      expect((err as HttpProblem).status).toBe(400);
      expect((err as HttpProblem).code).toBe('validation.cursor.invalid');
    }
  });

  it('point past the last person shown only when one more was read', () => {
    const rows = [1, 2, 3].map((n) => ({ rank: n, id }));
    expect(personPage(rows, 3, (r) => r).nextCursor).toBeNull();
    const page = personPage(rows, 2, (r) => r);
    expect(page.shown).toHaveLength(2);
    expect(decodePersonCursor(page.nextCursor ?? '')).toEqual({ rank: 2, id });
  });
});
