import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authUsers } from '../db/schema/index.ts';
import { TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';

describeEachBackend('auth: two sign-ups with the same e-mail at the same instant', (ctx) => {
  const signUp = (email: string, name: string) =>
    ctx.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ name, email, password: 'senha-forte-123' }),
    });

  it('makes one account and answers both as a sequential repeat is answered', async () => {
    const email = 'dupla@example.test';
    const answers = await Promise.all([signUp(email, 'Primeira'), signUp(email, 'Segunda')]);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(
      answers.map((res) => res.status),
      bodies.join('\n'),
    ).toEqual([200, 200]);
    const shapes = bodies.map((body) => {
      const parsed = JSON.parse(body) as { user: Record<string, unknown> };
      return [Object.keys(parsed).sort(), Object.keys(parsed.user).sort()];
    });
    expect(shapes[0]).toEqual(shapes[1]);
    const users = await ctx.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(users).toHaveLength(1);
    // The one account gets its confirmation mail.
    expect(ctx.mail.map((m) => m.subject)).toContain('Confirme o seu e-mail no Eventos');
    expect(ctx.mail.filter((m) => m.subject === 'Confirme o seu e-mail no Eventos')).toHaveLength(1);
  });
});
