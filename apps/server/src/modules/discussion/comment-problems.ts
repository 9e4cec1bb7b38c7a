import { apiMessage } from '@eventos/domain';
import { z } from 'zod';
import { HttpProblem } from '../../http/problem.ts';

/**
 * The refusals of the discussion functions (migration 0036): they raise their catalogue code as the
 * message (P0001), an event the caller cannot see as P0002; here they become problems.
 */
const STATUS: Record<string, 400 | 401 | 403 | 404 | 409 | 429> = {
  'auth.unauthenticated': 401,
  'profile.incomplete': 403,
  'event.not_found': 404,
  'event.forbidden': 403,
  'comment.not_found': 404,
  'comment.forbidden': 403,
  'comment.blocked': 403,
  'comment.closed': 409,
  'comment.deleted': 409,
  'comment.rate_limited': 429,
  'validation.comment.parent.invalid': 400,
};

export const eventNotFound = () => new HttpProblem(404, 'event.not_found');
export const commentNotFound = () => new HttpProblem(404, 'comment.not_found');

/** A refusal code as its problem (a parent that is not of the event names the `parentId` field). */
export function commentProblem(code: string): HttpProblem {
  if (code === 'validation.comment.parent.invalid')
    return new HttpProblem(400, 'request.invalid', [{ path: 'parentId', code, message: apiMessage(code) }]);
  return new HttpProblem(STATUS[code] ?? 409, code);
}

/** What a discussion function raised, as a problem; anything else is left as it was. */
export function asCommentProblem(err: unknown): unknown {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = typeof current.message === 'string' ? current.message : '';
    if (current.code === 'P0001' && message in STATUS) return commentProblem(message);
    if (current.code === 'P0002') return eventNotFound();
    current = current.cause as typeof current;
  }
  return err;
}

/** Runs `fn`, turning the discussion functions' refusals into problems. */
export async function attemptComment<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw asCommentProblem(err);
  }
}

const uuid = z.guid();

/** A path comment id that is not a uuid names no comment. */
export function commentIdOf(raw: string | undefined): string {
  if (!raw || !uuid.safeParse(raw).success) throw commentNotFound();
  return raw.toLowerCase();
}
