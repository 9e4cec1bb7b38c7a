import { TIMELINE_KINDS, type TimelineKind } from '@eventos/domain';
import { HttpProblem } from '../../http/problem.ts';

/**
 * The keyset cursor of the timeline: the key of the last source row a page used — when it happened
 * (to the microsecond, as the database printed it), its kind, its id and who did it. The four
 * together are unique, so pages never repeat or skip a row. Opaque to clients.
 */
export interface TimelineKey {
  /** ISO 8601 UTC with six decimals. */
  at: string;
  kind: TimelineKind;
  /** The event (event_created, group_event), the attendance (event_going) or the group (group_joined). */
  sourceId: string;
  /** The person who did it; for group_event, the group. */
  actorId: string;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

/** The kind's rank in the key (its place in TIMELINE_KINDS, from 1), as the database orders it. */
export const kindRank = (kind: TimelineKind): number => TIMELINE_KINDS.indexOf(kind) + 1;

/** The kind of a rank the database returned. */
export function kindOfRank(rank: number): TimelineKind {
  const kind = TIMELINE_KINDS[rank - 1];
  if (!kind) throw new Error(`unknown timeline kind rank ${rank}`);
  return kind;
}

/** A real instant the database accepts: no 30 February, no year 0. */
function isTime(at: string): boolean {
  if (!TIME.test(at) || at.startsWith('0000')) return false;
  const date = new Date(at);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === at.slice(0, 19);
}

export function encodeTimelineCursor(key: TimelineKey): string {
  return Buffer.from(
    JSON.stringify([key.at, kindRank(key.kind), key.sourceId, key.actorId]),
    'utf8',
  ).toString('base64url');
}

const invalid = () => new HttpProblem(400, 'validation.cursor.invalid');

/** The key a cursor carries; anything else is 400 validation.cursor.invalid. */
export function decodeTimelineCursor(value: string): TimelineKey {
  if (!BASE64URL.test(value)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [at, rank, sourceId, actorId] = parsed as unknown[];
  if (typeof at !== 'string' || !isTime(at)) throw invalid();
  if (!Number.isInteger(rank) || (rank as number) < 1 || (rank as number) > TIMELINE_KINDS.length)
    throw invalid();
  if (typeof sourceId !== 'string' || !UUID.test(sourceId)) throw invalid();
  if (typeof actorId !== 'string' || !UUID.test(actorId)) throw invalid();
  return { at, kind: kindOfRank(rank as number), sourceId, actorId };
}

/** The key of an optional query value. */
export const timelineCursorOf = (value: string | undefined): TimelineKey | null =>
  value === undefined ? null : decodeTimelineCursor(value);
