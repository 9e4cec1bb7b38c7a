import { DEFAULT_LANGUAGE, LANGUAGES } from '@eventos/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import type { Caller } from './me.service.ts';

/** Header with the interface language, given to a profile created by this request. */
export const LANGUAGE_HEADER = 'x-eventos-language';

/** Lets only signed-in callers through; a visitor gets 401 auth.unauthenticated. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('userId')) throw new HttpProblem(401, 'auth.unauthenticated');
  await next();
};

/** The signed-in caller of a request that went through `signedIn`. */
export function callerOf(c: Context<AppEnv>): Caller {
  const userId = c.get('userId');
  if (!userId) throw new HttpProblem(401, 'auth.unauthenticated');
  const header = c.req.header(LANGUAGE_HEADER);
  const language = LANGUAGES.find((l) => l === header) ?? DEFAULT_LANGUAGE;
  return { userId, language };
}

/** Answers that must never be cached by a shared cache or kept by the browser. */
export function noStore(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'private, no-store');
}
