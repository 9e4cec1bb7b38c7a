import { fieldProblem } from '../../http/field-problem.ts';
import { HttpProblem } from '../../http/problem.ts';

/**
 * The refusals of filing a report and of the administrators' actions (migration 0037): the definer
 * functions raise their catalogue code as the message (P0001); here they become problems with the
 * status ADR 0015 gives them.
 */
const STATUS: Record<string, 401 | 403 | 404 | 409 | 422 | 429> = {
  'auth.unauthenticated': 401,
  'auth.forbidden': 403,
  'report.not_found': 404,
  'report.own': 403,
  'report.duplicate': 409,
  'report.rate_limited': 429,
  'moderation.nothing_open': 409,
  'moderation.self': 422,
  'moderation.staff': 403,
};

/** Codes about one field of the request, answered as a 400 naming that field. */
const FIELD: Record<string, string> = {
  'validation.report.target.invalid': 'targetType',
  'validation.moderation.action.invalid': 'action',
};

/** A refusal code as its problem. */
export function moderationProblem(code: string): HttpProblem {
  const path = FIELD[code];
  if (path) return fieldProblem(400, path, code as Parameters<typeof fieldProblem>[2]);
  return new HttpProblem(STATUS[code] ?? 409, code);
}

const isKnown = (code: string) => code in STATUS || code in FIELD;

/** What a moderation function raised, as a problem; anything else is left as it was. */
export function asModerationProblem(err: unknown): unknown {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = typeof current.message === 'string' ? current.message : '';
    if (current.code === 'P0001' && isKnown(message)) return moderationProblem(message);
    current = current.cause as typeof current;
  }
  return err;
}

/** Runs `fn`, turning the moderation functions' refusals into problems. */
export async function attemptModeration<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw asModerationProblem(err);
  }
}
