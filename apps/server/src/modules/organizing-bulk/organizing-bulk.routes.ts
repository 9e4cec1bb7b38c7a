import { organizingAllQuerySchema, organizingBulkInputSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { cancelEvents, duplicateEvents, listAllOrganizing } from './organizing-bulk.service.ts';

/** /api/v1/me/organizing/all|duplicate|cancel — the organiser's events in bulk. */
export const organizingBulkRoutes = new Hono<AppEnv>()
  .get('/organizing/all', signedIn, async (c) => {
    const query = parseOrProblem(organizingAllQuerySchema, c.req.query());
    const answer = await listAllOrganizing(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(answer);
  })
  .post('/organizing/duplicate', signedIn, async (c) => {
    const { eventIds } = parseOrProblem(organizingBulkInputSchema, await jsonBody(c));
    const answer = await duplicateEvents(c.get('database').db, callerOf(c), eventIds);
    noStore(c);
    return c.json(answer);
  })
  .post('/organizing/cancel', signedIn, async (c) => {
    const { eventIds } = parseOrProblem(organizingBulkInputSchema, await jsonBody(c));
    const answer = await cancelEvents(c.get('database').db, callerOf(c), eventIds);
    noStore(c);
    return c.json(answer);
  });
