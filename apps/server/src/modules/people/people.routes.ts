import { peopleSearchQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import { searchPeople } from './people.service.ts';

/** GET /api/v1/people?q: people search, for signed-in people only (ADR 0014). */
export const peopleRoutes = new Hono<AppEnv>().get('/', signedIn, async (c) => {
  const query = parseOrProblem(peopleSearchQuerySchema, c.req.query());
  const page = await searchPeople(c.get('database').db, callerOf(c), query);
  noStore(c);
  return c.json(page);
});
