import { locationInputSchema, ownLocationsQuerySchema, publicLocationSearchSchema } from '@eventos/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import {
  createLocation,
  deleteLocation,
  listOwnLocations,
  searchPublicLocations,
  updateLocation,
} from './locations.service.ts';

const idSchema = z.uuid();

/** A path id that is not a uuid names no venue. */
function locationId(raw: string): string {
  if (!idSchema.safeParse(raw).success) throw new HttpProblem(404, 'location.not_found');
  return raw;
}

/** /api/v1/locations — the caller's venues (spec §6) and the public venue search. */
export const locationsRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .get('/', async (c) => {
    const { q } = parseOrProblem(ownLocationsQuerySchema, c.req.query());
    noStore(c);
    return c.json(await listOwnLocations(c.get('database').db, callerOf(c), q));
  })
  .get('/public', async (c) => {
    const { q, limit } = parseOrProblem(publicLocationSearchSchema, c.req.query());
    noStore(c);
    return c.json(await searchPublicLocations(c.get('database').db, callerOf(c), q, limit));
  })
  .post('/', async (c) => {
    const input = parseOrProblem(locationInputSchema, await jsonBody(c));
    const created = await createLocation(c.get('database').db, callerOf(c), input);
    noStore(c);
    return c.json(created, 201);
  })
  .patch('/:id', async (c) => {
    const id = locationId(c.req.param('id'));
    const input = parseOrProblem(locationInputSchema, await jsonBody(c));
    noStore(c);
    return c.json(await updateLocation(c.get('database').db, callerOf(c), id, input));
  })
  .delete('/:id', async (c) => {
    await deleteLocation(c.get('database').db, callerOf(c), locationId(c.req.param('id')));
    return c.body(null, 204);
  });
