import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer } from '../auth/mailer.ts';
import { notificationPreferences } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { signUpAndSignIn } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/peers/smtp-peer.ts';
import { deliveriesOf, storeNotifications } from './delivery-test-support.ts';
import { createDeliveryWorker } from './delivery-worker.ts';

const silent = createLogger('silent');
const EVENT_ID = '0b7d9c3e-2f41-4a8b-9e6d-1c5f3a7b2d90';

let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(() => smtp.close());

describeEachBackend('notification e-mail through a real SMTP server', (ctx) => {
  it('reaches a person who opted into e-mail for the kind, and not one who did not', async () => {
    const optedIn = await signUpAndSignIn(ctx.app, ctx.db);
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    await ctx.db
      .insert(notificationPreferences)
      .values({ userId: optedIn.userId, kind: 'events', push: false, email: true });
    const item = {
      type: 'event_cancelled' as const,
      title: 'Evento cancelado',
      body: 'O evento “Roda de Samba” foi cancelado.',
      metadata: { event_id: EVENT_ID },
      email: true,
    };
    const [mailed, notMailed] = await storeNotifications(ctx.db, [
      { ...item, userId: optedIn.userId },
      { ...item, userId: other.userId },
    ]);
    smtp.messages.length = 0;
    const worker = createDeliveryWorker({
      db: ctx.db,
      logger: silent,
      push: { web: { send: async () => 'sent' } },
      mailer: createMailer({
        smtpUrl: smtp.url,
        from: 'Eventos <nao-responda@eventos.test>',
        logger: silent,
      }),
      publicUrl: 'https://eventos.test',
    });

    await worker.runOnce();

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.to).toContain(optedIn.email);
    expect(mail?.subject).toBe('Evento cancelado');
    expect(mail?.text).toContain('O evento “Roda de Samba” foi cancelado.');
    expect(mail?.text).toContain(`Abrir no Eventos: https://eventos.test/events/${EVENT_ID}`);
    expect(await deliveriesOf(ctx.db, mailed ?? '')).toMatchObject([{ channel: 'email', state: 'done' }]);
    // The default keeps e-mail off: no job was ever queued for the other person.
    expect((await deliveriesOf(ctx.db, notMailed ?? '')).map((d) => d.channel)).toEqual(['push']);
  });
});
