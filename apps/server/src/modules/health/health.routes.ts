import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** Liveness and database reachability, for load balancers and `npm start` users. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  try {
    await c.get('database').ping();
    return c.json({ status: 'ok', db: 'ok' });
  } catch (err) {
    c.get('log').warn({ err }, 'health: database unreachable');
    return c.json({ status: 'error', db: 'unreachable' }, 503);
  }
});
