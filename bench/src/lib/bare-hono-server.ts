/**
 * The ceiling of the HTTP layer: Hono on @hono/node-server (the packages and versions the server
 * resolves) answering one small JSON, nothing else. Run as its own process, like the real server.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export const BARE_PATH = '/api/v1/ping';

const app = new Hono().get(BARE_PATH, (c) => c.json({ ok: true }));

if (process.argv[1] === import.meta.filename) {
  const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
