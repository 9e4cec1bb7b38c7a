import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';

describeEachBackend('GET /api/health', (ctx) => {
  it('reports ok while the database answers', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database is unreachable', async () => {
    await ctx.handle.close();
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', db: 'unreachable' });
  });
});
