import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';

/** More than the auth routes' general limit (100 a minute from one address). */
const PAGE_LOADS = 120;

describeEachBackend('auth: asking who is signed in', (ctx) => {
  it('is never throttled: many page loads from one shared address still see the session', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const ask = (cookie?: string) =>
      ctx.app.request(
        '/api/auth/get-session',
        { headers: cookie ? { cookie } : {} },
        { incoming: { socket: { remoteAddress: '198.51.100.7' } } },
      );
    const statuses = new Set<number>();
    for (let i = 0; i < PAGE_LOADS; i++) statuses.add((await ask(i % 2 ? user.cookie : undefined)).status);
    expect([...statuses]).toEqual([200]);
    const answer = (await (await ask(user.cookie)).json()) as { user?: { email: string } } | null;
    expect(answer?.user?.email).toBe(user.email);
    expect(await (await ask()).json()).toBeNull();
  });
});
