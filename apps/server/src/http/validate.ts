import { apiMessage, isWellFormedText } from '@eventos/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { HttpProblem } from './problem.ts';

/** Parses untrusted input with a domain schema; a failure becomes a 400 with one entry per field. */
export function parseOrProblem<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const code = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    return { path: issue.path.join('.'), code, message: apiMessage(code) };
  });
  throw new HttpProblem(400, 'request.invalid', errors);
}

/** The request's JSON body; anything that is not JSON is a 400 request.invalid. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpProblem(400, 'request.invalid');
  }
}

/** The text of a path segment, or null when its escapes are not UTF-8 or it holds NUL or a lone half. */
function segmentText(raw: string): string | null {
  try {
    const text = decodeURIComponent(raw);
    return isWellFormedText(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * Path parameters are text like any other field: a segment with NUL, an unpaired half or escapes
 * that are not UTF-8 names nothing, and is refused with 400 before a route reads it.
 */
export const wellFormedPath: MiddlewareHandler = async (c, next) => {
  const segments = new URL(c.req.url).pathname.split('/');
  if (segments.some((segment) => segmentText(segment) === null)) {
    throw new HttpProblem(400, 'request.invalid', [
      { path: 'path', code: 'validation.invalid', message: apiMessage('validation.invalid') },
    ]);
  }
  await next();
};
