import { createServer } from 'node:net';
import type { GroupInvitationAnswer, GroupInvitationResult, GroupInvitationsResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { fastPasswordHasher } from '../../test/fast-password-hasher.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/peers/smtp-peer.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs } from './groups.test-helpers.ts';

let smtp: SmtpPeer;
/** An address where nothing listens: a mail server that is down. */
let downUrl: string;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  downUrl = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 1}`;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await smtp.close();
});

const LINK = /http:\/\/localhost:3000\/groups\/([a-z0-9-]+)\?invite=([A-Za-z0-9_-]+)/;

describeEachBackend('group invitations by e-mail through a real SMTP server', (ctx) => {
  /** The app as production builds it: the mailer from SMTP_URL, as the account e-mails use. */
  const appWith = (smtpUrl: string): App =>
    buildApp({
      database: ctx.handle,
      logger: createLogger('silent'),
      config: {
        webDistDir: ctx.uploadsDir,
        uploadsDir: ctx.uploadsDir,
        smtpUrl,
        publicUrl: 'http://localhost:3000',
        anonymousCacheMs: 0,
        // One secret for both apps of a test, so a session made on one is good on the other.
        authSecret: 'group-invite-email-test-secret-0123456789',
      },
      passwordHasher: fastPasswordHasher,
    });

  async function arrange(app: App) {
    const owner = await signUpAndSignIn(app, ctx.db);
    // The inviter uses the app in Spanish: the mail goes out in their language.
    await ctx.db.execute(sql`UPDATE profiles SET language = 'es' WHERE id = ${owner.userId}`);
    const group = await createGroupAs(app, owner, {
      name: 'Clube <b>Fechado</b> & Cia',
      visibility: 'private',
    });
    return { owner, group };
  }

  const invite = (app: App, groupId: string, owner: SignedInUser, emails: string[]) =>
    api(app)<GroupInvitationResult>(
      `/api/v1/groups/${groupId}/invitations`,
      { method: 'POST', json: { emails } },
      owner,
    );

  const accept = (app: App, token: string, who: SignedInUser) =>
    api(app)<GroupInvitationAnswer & { code?: string }>(
      '/api/v1/group-invitations/accept-link',
      { method: 'POST', json: { token } },
      who,
    );

  it('mails the link in the inviter’s language; it works once, for whoever opens it signed in', async () => {
    const app = appWith(smtp.url);
    const { owner, group } = await arrange(app);
    smtp.messages.length = 0;
    const sent = await invite(app, group.id, owner, ['convidada@example.test']);
    expect(sent.res.status).toBe(200);
    expect(sent.body.emailed).toEqual(['convidada@example.test']);
    expect(sent.body.notSent).toBeUndefined();
    await expect.poll(() => smtp.messages.length).toBe(1);
    const mail = smtp.messages[0];
    expect(mail?.to).toContain('convidada@example.test');
    expect(mail?.subject).toBe('Invitación al grupo Clube <b>Fechado</b> & Cia en Eventos');
    const [, slug, token] = mail?.text.match(LINK) ?? [];
    expect(slug).toBe(group.slug);
    expect(token).toHaveLength(43);
    // Only the token's hash is kept.
    const stored = await ctx.db.execute(sql`SELECT token_hash FROM group_invitations`);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Someone signs up with another address and opens the link: the invitation is theirs.
    const newcomer = await signUpAndSignIn(app, ctx.db);
    const accepted = await accept(app, token ?? '', newcomer);
    expect(accepted.res.status).toBe(200);
    expect(accepted.body).toEqual({ groupId: group.id, slug: group.slug, role: 'member' });
    expect((await api(app)(`/api/v1/groups/${group.slug}`, {}, newcomer)).res.status).toBe(200);

    const again = await accept(app, token ?? '', newcomer);
    expect(again.res.status).toBe(409);
    expect(again.body.code).toBe('group.invitation.answered');
    const someoneElse = await signUpAndSignIn(app, ctx.db);
    const late = await accept(app, token ?? '', someoneElse);
    expect(late.res.status).toBe(409);
    expect(late.body.code).toBe('group.invitation.answered');
    expect((await api(app)(`/api/v1/groups/${group.id}`, {}, someoneElse)).res.status).toBe(404);
    const unknown = await accept(app, 'x'.repeat(43), someoneElse);
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.code).toBe('group.invitation.not_found');
    // A visitor must sign in first.
    expect(
      (await api(app)('/api/v1/group-invitations/accept-link', { method: 'POST', json: { token } })).res
        .status,
    ).toBe(401);
  });

  it('an expired link and a withdrawn one are refused with their messages', async () => {
    const app = appWith(smtp.url);
    const { owner, group } = await arrange(app);
    smtp.messages.length = 0;
    await invite(app, group.id, owner, ['vence@example.test', 'revogada@example.test']);
    await expect.poll(() => smtp.messages.length).toBe(2);
    const tokenFor = (to: string) =>
      smtp.messages.find((m) => m.to.includes(to))?.text.match(LINK)?.[2] ?? '';
    await ctx.db.execute(
      sql`UPDATE group_invitations SET expires_at = now() - interval '1 minute' WHERE email = 'vence@example.test'`,
    );
    const list = await api(app)<GroupInvitationsResponse>(
      `/api/v1/groups/${group.id}/invitations`,
      {},
      owner,
    );
    const withdrawn = list.body.items.find((i) => i.email === 'revogada@example.test');
    expect(
      (await api(app)(`/api/v1/groups/${group.id}/invitations/${withdrawn?.id}`, { method: 'DELETE' }, owner))
        .res.status,
    ).toBe(204);

    const reader = await signUpAndSignIn(app, ctx.db);
    const expired = await accept(app, tokenFor('vence@example.test'), reader);
    expect(expired.res.status).toBe(409);
    expect(expired.body.code).toBe('group.invitation.expired');
    const revoked = await accept(app, tokenFor('revogada@example.test'), reader);
    expect(revoked.res.status).toBe(409);
    expect(revoked.body.code).toBe('group.invitation.answered');
    expect((await api(app)(`/api/v1/groups/${group.id}`, {}, reader)).res.status).toBe(404);
  });

  it('a link the mail server does not take is withdrawn and named, so inviting again later works', async () => {
    const down = appWith(downUrl);
    const { owner, group } = await arrange(down);
    const sent = await invite(down, group.id, owner, ['alguem@example.test']);
    expect(sent.res.status).toBe(200);
    expect(sent.body.emailed).toEqual([]);
    expect(sent.body.notSent).toEqual(['alguem@example.test']);
    const list = await api(down)<GroupInvitationsResponse>(
      `/api/v1/groups/${group.id}/invitations`,
      {},
      owner,
    );
    expect(list.body.items.map((i) => i.status)).toEqual(['revoked']);

    const up = appWith(smtp.url);
    smtp.messages.length = 0;
    const retried = await invite(up, group.id, owner, ['alguem@example.test']);
    expect(retried.body.emailed).toEqual(['alguem@example.test']);
    await expect.poll(() => smtp.messages.length).toBe(1);
  });
});
