import { selectionOptionsQuerySchema } from '@eventos/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import { listSelectionOptions } from './selection-options.service.ts';

/** /api/v1/selection-options?type=accessibility&lang=xx — reference data anyone may read. */
export const selectionOptionsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { type, lang } = parseOrProblem(selectionOptionsQuerySchema, c.req.query());
  const list = await listSelectionOptions(c.get('database').db, type, lang ?? 'pt-BR');
  // The same for everyone in one language: shared caches may keep it for an hour.
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json(list);
});
