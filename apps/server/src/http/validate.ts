import { apiMessage } from '@eventos/domain';
import type { Context } from 'hono';
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
