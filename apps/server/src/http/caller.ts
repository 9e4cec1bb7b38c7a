import { LANGUAGE_HEADER, type Language, languageOr } from '@eventos/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { HttpProblem } from './problem.ts';
import type { AppEnv } from './types.ts';

/** Who is calling: the signed-in user and the interface language they use. */
export interface Caller {
  userId: string;
  language: Language;
}

/** Lets only signed-in callers through; a visitor gets 401 auth.unauthenticated. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('userId')) throw new HttpProblem(401, 'auth.unauthenticated');
  await next();
};

/** The signed-in caller of a request that went through `signedIn`. */
export function callerOf(c: Context<AppEnv>): Caller {
  const userId = c.get('userId');
  if (!userId) throw new HttpProblem(401, 'auth.unauthenticated');
  return { userId, language: languageOr(c.req.header(LANGUAGE_HEADER)) };
}

/** Answers that must never be cached by a shared cache or kept by the browser. */
export function noStore(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'private, no-store');
}
