import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { purgeIdempotencyKeys } from '../jobs/idempotency-purge.ts';
import { createLogger } from '../logger.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { createProfile } from '../test/factories.ts';
import { onError } from './error-handler.ts';
import { idempotent } from './idempotency.ts';
import { HttpProblem } from './problem.ts';
import type { AppEnv } from './types.ts';

/**
 * The middleware around handlers that fail on the server's side: the key is given up, so the
 * retry runs the write again; a refusal (a problem below 500) is kept and replayed. The purge.
 */
describeEachBackend('idempotent middleware and its purge', (ctx) => {
  /** A route whose handler answers, in turn, what `outcomes` says. */
  function appWith(userId: string, outcomes: Array<'throw' | '503' | '429' | '409' | 'ok'>) {
    let runs = 0;
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.use('*', async (c, next) => {
      c.set('database', ctx.handle);
      c.set('userId', userId);
      c.set('log', createLogger('silent'));
      await next();
    });
    app.post('/write', idempotent, async (c) => {
      const outcome = outcomes[runs] ?? 'ok';
      runs += 1;
      if (outcome === 'throw') throw new Error('the disk is full');
      if (outcome === '503') throw new HttpProblem(503, 'database.unavailable');
      if (outcome === '429') throw new HttpProblem(429, 'comment.rate_limited');
      if (outcome === '409') throw new HttpProblem(409, 'attendance.closed.full');
      return c.json({ run: runs });
    });
    const post = (key: string) =>
      app.request('/write', { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: key }, body: '{}' });
    return { post, runs: () => runs };
  }

  it('gives the key up after an unexpected error, a 5xx or a 429, so the retry runs again', async () => {
    const ana = await createProfile(ctx.db);
    const { post, runs } = appWith(ana.id, ['throw', '503', '429', 'ok']);
    expect((await post('retry-key-001')).status).toBe(500);
    expect((await post('retry-key-001')).status).toBe(503);
    expect((await post('retry-key-001')).status).toBe(429);
    const ok = await post('retry-key-001');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ run: 4 });
    const again = await post('retry-key-001');
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual({ run: 4 });
    expect(runs()).toBe(4);
  });

  it('keeps a refusal below 500 and replays it without running the handler', async () => {
    const ana = await createProfile(ctx.db);
    const { post, runs } = appWith(ana.id, ['409', 'ok']);
    const first = await post('refusal-key-1');
    expect(first.status).toBe(409);
    const again = await post('refusal-key-1');
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect(((await again.json()) as { code: string }).code).toBe('attendance.closed.full');
    expect(runs()).toBe(1);
  });

  it('the purge deletes keys older than a day and keeps the others', async () => {
    const ana = await createProfile(ctx.db);
    const { post } = appWith(ana.id, []);
    await post('purge-key-old');
    await post('purge-key-new');
    await ctx.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'purge-key-old'`,
    );
    expect(await purgeIdempotencyKeys(ctx.db)).toBe(1);
    const left = await queryRows<{ key: string }>(ctx.db, sql`SELECT key FROM idempotency_keys`);
    expect(left.map((r) => r.key)).toEqual(['purge-key-new']);
  });
});
