import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { signUpAndSignIn, TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/peers/smtp-peer.ts';

let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
});

describeEachBackend('auth: mail through a real SMTP server', (ctx) => {
  it('delivers the reset mail in the profile language with a working link', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    await ctx.db.execute(
      (await import('drizzle-orm')).sql`UPDATE profiles SET language = 'es' WHERE id = ${user.userId}`,
    );
    const app = buildApp({
      database: ctx.handle,
      logger: createLogger('silent'),
      config: {
        webDistDir: ctx.uploadsDir,
        uploadsDir: ctx.uploadsDir,
        smtpUrl: smtp.url,
        publicUrl: 'http://localhost:3000',
      },
    });
    smtp.messages.length = 0;
    const res = await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: user.email, redirectTo: '/reset-password' }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(1);
    const mail = smtp.messages[0];
    expect(mail?.to).toContain(user.email);
    expect(mail?.subject).toBe('Restablece tu contraseña de Eventos');
    const link = mail?.text.match(/http:\/\/localhost:3000\/reset-password\?token=([^&\s]+)&type=recovery/);
    expect(link).toBeTruthy();
    const reset = await app.request('/api/auth/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ newPassword: 'senha-nova-2026', token: decodeURIComponent(link?.[1] ?? '') }),
    });
    expect(reset.status).toBe(200);
  });
});
