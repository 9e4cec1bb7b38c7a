import { TIMELINE_CARD_ACTORS, type TimelineKind } from '@eventos/domain';
import { kindOfRank, type TimelineKey } from './timeline.cursor.ts';
import type { TimelineSourceRow } from './timeline.sql.ts';

/** A card before its event, group and people are read: what happened, to what, by whom. */
export interface CardDraft {
  id: string;
  kind: TimelineKind;
  /** The newest grouped row's time (ISO, to the microsecond). */
  at: string;
  /** Up to TIMELINE_CARD_ACTORS people, newest first (none for group_event). */
  actorIds: string[];
  actorCount: number;
  eventId: string | null;
  groupId: string | null;
}

export interface DraftPage {
  cards: CardDraft[];
  /** The key of the last row the page used, when rows follow it. */
  next: TimelineKey | null;
}

const keyOf = (row: TimelineSourceRow): TimelineKey => ({
  at: row.key_at,
  kind: kindOfRank(row.kind_rank),
  sourceId: row.source_id,
  actorId: row.actor_id,
});

/** Rows that become one card: people going to the same event, people joining the same group. */
function groupingKey(kind: TimelineKind, row: TimelineSourceRow): string | null {
  if (kind === 'event_going') return `going:${row.event_id}`;
  if (kind === 'group_joined') return `joined:${row.group_id}`;
  return null;
}

/**
 * Cards of one page from source rows in key order (newest first): rows of the same kind on the same
 * event or group join the card the first of them opened. At most `limit` cards, and at most all but
 * the last row when `rows` is as long as was asked (`asked`), so the cursor always sits on a row the
 * page used and the next page starts right after it.
 */
export function draftCards(rows: TimelineSourceRow[], limit: number, asked: number): DraftPage {
  const usable = rows.length >= asked ? rows.length - 1 : rows.length;
  const cards: CardDraft[] = [];
  const open = new Map<string, CardDraft & { actors: Set<string> }>();
  let used = 0;
  for (; used < usable; used++) {
    const row = rows[used] as TimelineSourceRow;
    const kind = kindOfRank(row.kind_rank);
    const grouping = groupingKey(kind, row);
    const card = grouping ? open.get(grouping) : undefined;
    if (card) {
      if (!card.actors.has(row.actor_id)) {
        card.actors.add(row.actor_id);
        card.actorCount += 1;
        if (card.actorIds.length < TIMELINE_CARD_ACTORS) card.actorIds.push(row.actor_id);
      }
      continue;
    }
    if (cards.length === limit) break;
    const isGroupEvent = kind === 'group_event';
    const draft = {
      id: `${kind}:${row.source_id}:${row.actor_id}`,
      kind,
      at: row.key_at,
      actorIds: isGroupEvent ? [] : [row.actor_id],
      actorCount: isGroupEvent ? 0 : 1,
      eventId: row.event_id,
      groupId: row.group_id,
      actors: new Set([row.actor_id]),
    };
    cards.push(draft);
    if (grouping) open.set(grouping, draft);
  }
  const last = used > 0 ? rows[used - 1] : undefined;
  const more = used < rows.length;
  return {
    cards: cards.map(({ id, kind, at, actorIds, actorCount, eventId, groupId }) => ({
      id,
      kind,
      at,
      actorIds,
      actorCount,
      eventId,
      groupId,
    })),
    next: more && last ? keyOf(last) : null,
  };
}
