import { describe, expect, it } from 'vitest';
import { draftCards } from './timeline.cards.ts';
import { decodeTimelineCursor, encodeTimelineCursor } from './timeline.cursor.ts';
import type { TimelineSourceRow } from './timeline.sql.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (
  n: number,
  kind: number,
  event: number | null,
  group: number | null,
  actor: number,
): TimelineSourceRow => ({
  kind_rank: kind,
  key_at: `2026-11-26T10:${String(59 - n).padStart(2, '0')}:00.000000Z`,
  source_id: id(1000 + n),
  actor_id: id(actor),
  event_id: event === null ? null : id(event),
  group_id: group === null ? null : id(group),
});

describe('timeline cards', () => {
  it('groups going to one event and joining one group, keeps the newest first, names three people at most', () => {
    const rows = [
      row(0, 2, 1, null, 1),
      row(1, 1, 2, null, 9),
      row(2, 2, 1, null, 2),
      row(3, 3, null, 5, 3),
      row(4, 2, 1, null, 3),
      row(5, 2, 1, null, 4),
      row(6, 3, null, 5, 4),
    ];
    const page = draftCards(rows, 10, 21);
    expect(page.cards.map((c) => [c.kind, c.actorIds.length, c.actorCount])).toEqual([
      ['event_going', 3, 4],
      ['event_created', 1, 1],
      ['group_joined', 2, 2],
    ]);
    expect(page.cards[0]?.at).toBe(rows[0]?.key_at);
    expect(page.next).toBeNull();
  });

  it('stops before the card past the limit and before the row that only tells more follow', () => {
    const rows = [row(0, 1, 1, null, 1), row(1, 1, 2, null, 1), row(2, 1, 3, null, 1)];
    const byCards = draftCards(rows, 2, 5);
    expect(byCards.cards).toHaveLength(2);
    expect(byCards.next?.sourceId).toBe(id(1001));
    const byRows = draftCards(rows, 10, 3);
    expect(byRows.cards).toHaveLength(2);
    expect(byRows.next?.sourceId).toBe(id(1001));
    // A card past the limit that joins an open one is still this page's.
    const joined = draftCards([row(0, 2, 1, null, 1), row(1, 1, 2, null, 1), row(2, 2, 1, null, 2)], 2, 5);
    expect(joined.cards[0]?.actorCount).toBe(2);
    expect(joined.next).toBeNull();
  });

  it('round-trips the cursor and refuses anything else', () => {
    const key = {
      at: '2026-11-26T10:00:00.123456Z',
      kind: 'group_joined' as const,
      sourceId: id(1),
      actorId: id(2),
    };
    expect(decodeTimelineCursor(encodeTimelineCursor(key))).toEqual(key);
    const bad = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const value of [
      'x!',
      bad([key.at, 0, key.sourceId, key.actorId]),
      bad([key.at, 5, key.sourceId, key.actorId]),
      bad(['2026-02-30T10:00:00.000000Z', 1, key.sourceId, key.actorId]),
      bad([key.at, 1, 'nope', key.actorId]),
      bad([key.at, 1, key.sourceId]),
    ])
      expect(() => decodeTimelineCursor(value), value).toThrow();
  });
});
