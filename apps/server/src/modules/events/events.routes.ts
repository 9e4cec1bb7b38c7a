import { eventListQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import { listEvents } from './events.service.ts';

export const eventsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const query = parseOrProblem(eventListQuerySchema, c.req.query());
  const page = await listEvents(c.get('database').db, c.get('userId'), query);
  c.header('Cache-Control', c.get('userId') ? 'private, no-store' : 'public, max-age=30');
  return c.json(page);
});
