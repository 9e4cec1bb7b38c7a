import { z } from 'zod';
import { HttpProblem } from '../../http/problem.ts';
import { parseOrProblem } from '../../http/validate.ts';

/**
 * The refusals of the social changes (migration 0031): the definer functions raise their catalogue
 * code as the message (P0001); here they become problems with the status ADR 0014 gives them.
 */
const STATUS: Record<string, 401 | 403 | 404 | 409 | 422> = {
  'auth.unauthenticated': 401,
  'profile.incomplete': 403,
  'profile.not_found': 404,
  'social.self': 422,
  'social.blocked': 409,
  'social.friend_request.not_allowed': 403,
};

export const profileNotFound = () => new HttpProblem(404, 'profile.not_found');

/** A refusal code as its problem. */
export function socialProblem(code: string): HttpProblem {
  return new HttpProblem(STATUS[code] ?? 409, code);
}

/** What a social function raised, as a problem; anything else is left as it was. */
export function asSocialProblem(err: unknown): unknown {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = typeof current.message === 'string' ? current.message : '';
    if (current.code === 'P0001' && message in STATUS) return socialProblem(message);
    current = current.cause as typeof current;
  }
  return err;
}

/** Runs `fn`, turning the social functions' refusals into problems. */
export async function attemptSocial<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw asSocialProblem(err);
  }
}

const personParamSchema = z.object({ userId: z.uuid({ message: 'validation.invalid' }) });

/** The person a path names by id: a malformed id is 400 (validation.invalid on `userId`). */
export function personIdOf(raw: string | undefined): string {
  return parseOrProblem(personParamSchema, { userId: raw }).userId.toLowerCase();
}
