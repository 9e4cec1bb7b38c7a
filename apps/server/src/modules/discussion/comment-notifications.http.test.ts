import type { NotificationListResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { SignedInUser } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { discussionApi, MANY_SIGN_UPS, person, socialApi, usernameOf } from './discussion.test-helpers.ts';

/**
 * Who hears of a comment (ADR 0015), through the notification hub: the author answered (`reply`),
 * the people named (`mention`), the organiser who chose to hear of comments (`event`, comment_new),
 * never the writer, never across a block, and an edit tells only the people named for the first time.
 */
describeEachBackend(
  'comment notifications',
  (ctx) => {
    const d = () => discussionApi(ctx.app);

    const inbox = async (who: SignedInUser) =>
      (await d().call<NotificationListResponse>('/api/v1/notifications', {}, who)).body.notifications.map(
        (n) => ({ type: n.type, body: n.body, metadata: n.metadata }),
      );

    async function arrange() {
      const org = await person(ctx.app, ctx.db, 'Olga', 'Organiza');
      const ana = await person(ctx.app, ctx.db, 'Ana', 'Autora');
      const bia = await person(ctx.app, ctx.db, 'Bia', 'Barros');
      const caio = await person(ctx.app, ctx.db, 'Caio', 'Costa');
      const event = await createEvent(ctx.db, org.userId, { name: 'Roda de Samba' });
      return { org, ana, bia, caio, event };
    }

    it('the organiser hears of a new comment, linked to it, unless they turned it off', async () => {
      const { org, ana, event } = await arrange();
      const comment = (await d().post(ana, event.id, 'Oi, pessoal')).body;
      expect(await inbox(org)).toEqual([
        {
          type: 'event',
          body: 'Ana Autora comentou em “Roda de Samba”.',
          metadata: expect.objectContaining({
            from: ana.userId,
            event_id: event.id,
            comment_id: comment.id,
            link: `/events/${event.id}#comment-${comment.id}`,
          }),
        },
      ]);
      expect(await inbox(ana)).toEqual([]);
      await d().settings(org, event.id, { notifyOrganizer: false });
      await d().post(ana, event.id, 'Mais um');
      expect(await inbox(org)).toHaveLength(1);
      // The organiser's own comment tells nobody.
      await d().settings(org, event.id, { notifyOrganizer: true });
      await d().post(org, event.id, 'Bem-vindos');
      expect(await inbox(org)).toHaveLength(1);
    });

    it('a reply tells the author answered (once, not again as organiser or mention)', async () => {
      const { org, ana, bia, event } = await arrange();
      await d().settings(org, event.id, { notifyOrganizer: false });
      const top = (await d().post(ana, event.id, 'Que horas começa?')).body;
      const reply = (
        await d().post(bia, event.id, `Às 19h, @${await usernameOf(ctx.db, ana.userId)}`, top.id)
      ).body;
      expect(await inbox(ana)).toEqual([
        {
          type: 'reply',
          body: 'Bia Barros respondeu ao seu comentário em “Roda de Samba”.',
          metadata: expect.objectContaining({
            from: bia.userId,
            event_id: event.id,
            event_name: 'Roda de Samba',
            comment_id: reply.id,
          }),
        },
      ]);
      // Answering one's own comment tells nobody.
      await d().post(ana, event.id, 'Valeu!', top.id);
      expect(await inbox(ana)).toHaveLength(1);
      expect(await inbox(bia)).toEqual([]);
    });

    it('mentions tell each person named who sees the event, not across a block, and an edit only the new ones', async () => {
      const { org, ana, bia, caio, event } = await arrange();
      await d().settings(org, event.id, { notifyOrganizer: false });
      await socialApi(ctx.app).block(caio, ana.userId);
      const [bias, caios] = [await usernameOf(ctx.db, bia.userId), await usernameOf(ctx.db, caio.userId)];
      const comment = (
        await d().post(ana, event.id, `@${bias.toUpperCase()} e @${caios}, bora? @ninguem_aqui`)
      ).body;
      expect(comment.mentions).toEqual([{ id: bia.userId, username: bias }]);
      expect(await inbox(bia)).toEqual([
        {
          type: 'mention',
          body: 'Ana Autora mencionou você em “Roda de Samba”.',
          metadata: expect.objectContaining({ from: ana.userId, comment_id: comment.id, event_id: event.id }),
        },
      ]);
      expect(await inbox(caio)).toEqual([]);

      const dani = await person(ctx.app, ctx.db, 'Dani');
      const danis = await usernameOf(ctx.db, dani.userId);
      const edited = (await d().edit(ana, comment.id, `@${bias} e @${danis}, bora?`)).body;
      expect(edited.mentions.map((m) => m.id)).toEqual([bia.userId, dani.userId]);
      expect(await inbox(bia)).toHaveLength(1);
      expect((await inbox(dani)).map((n) => n.type)).toEqual(['mention']);
    });

    it('on a private event only people who see it are named; at most ten per comment', async () => {
      const { org, ana, bia, event } = await arrange();
      const secret = await createEvent(ctx.db, org.userId, { visibility: 'private' });
      await ctx.db.execute(
        sql`INSERT INTO event_invitations (event_id, user_id, invited_by) VALUES (${secret.id}::uuid, ${ana.userId}::uuid, ${org.userId}::uuid)`,
      );
      const bias = await usernameOf(ctx.db, bia.userId);
      const orgs = await usernameOf(ctx.db, org.userId);
      const comment = (await d().post(ana, secret.id, `@${bias} @${orgs}`)).body;
      expect(comment.mentions.map((m) => m.id)).toEqual([org.userId]);
      expect(await inbox(bia)).toEqual([]);

      const many: string[] = [];
      for (let n = 0; n < 11; n++) {
        const who = await person(ctx.app, ctx.db, `Pessoa${n}`);
        many.push(await usernameOf(ctx.db, who.userId));
      }
      const crowded = (await d().post(ana, event.id, many.map((u) => `@${u}`).join(' '))).body;
      expect(crowded.mentions.map((m) => m.username)).toEqual(many.slice(0, 10));
    });

    it('removing a comment takes away the unread notifications about it', async () => {
      const { org, ana, bia, event } = await arrange();
      const comment = (await d().post(ana, event.id, `Oi @${await usernameOf(ctx.db, bia.userId)}`)).body;
      expect(await inbox(bia)).toHaveLength(1);
      expect(await inbox(org)).toHaveLength(1);
      await d().remove(ana, comment.id);
      expect(await inbox(bia)).toEqual([]);
      expect(await inbox(org)).toEqual([]);
    });
  },
  MANY_SIGN_UPS,
);
