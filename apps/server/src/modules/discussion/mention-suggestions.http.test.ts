import { mentionSuggestionsSchema } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { SignedInUser } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { befriend, discussionApi, MANY_SIGN_UPS, person, socialApi } from './discussion.test-helpers.ts';

/**
 * The @mention suggestions (ADR 0015): people who see the event, friends and people already in the
 * discussion or going first, found by name or username with accents ignored, never the caller,
 * never anyone in a block either way.
 */
describeEachBackend(
  'mention suggestions',
  (ctx) => {
    const d = () => discussionApi(ctx.app);
    const names = async (who: SignedInUser | undefined, eventId: string, q?: string) => {
      const { res, body } = await d().suggestions(who, eventId, q);
      expect(res.status).toBe(200);
      return mentionSuggestionsSchema.parse(body).items.map((p) => p.name);
    };

    async function arrange() {
      const org = await person(ctx.app, ctx.db, 'Olga', 'Organiza');
      const ana = await person(ctx.app, ctx.db, 'Ana', 'Teste');
      const joao = await person(ctx.app, ctx.db, 'João', 'Araújo');
      const joana = await person(ctx.app, ctx.db, 'Joana', 'Amiga');
      const jonas = await person(ctx.app, ctx.db, 'Jonas', 'Distante');
      const event = await createEvent(ctx.db, org.userId);
      return { org, ana, joao, joana, jonas, event };
    }

    it('friends, the organiser and people in the discussion first; a term finds others, accents ignored', async () => {
      const { org, ana, joao, joana, event } = await arrange();
      await befriend(ctx.db, ana.userId, joana.userId);
      await d().post(joao, event.id, 'Vou levar água');
      expect(await names(ana, event.id)).toEqual(
        expect.arrayContaining(['Olga Organiza', 'João Araújo', 'Joana Amiga']),
      );
      expect(await names(ana, event.id)).toHaveLength(3);
      expect(await names(ana, event.id, 'araujo')).toEqual(['João Araújo']);
      const jo = await names(ana, event.id, 'jo');
      expect(jo.slice(0, 2).sort()).toEqual(['Joana Amiga', 'João Araújo']);
      expect(jo).toContain('Jonas Distante');
      expect(await names(ana, event.id, '@olga')).toEqual(['Olga Organiza']);
      expect((await names(org, event.id, 'ana')).sort()).toEqual(['Ana Teste', 'Joana Amiga']);
    });

    it('never the caller nor anyone in a block either way, nor anyone who does not see a private event', async () => {
      const { org, ana, joao, joana, jonas, event } = await arrange();
      await socialApi(ctx.app).block(joao, ana.userId);
      await socialApi(ctx.app).block(ana, joana.userId);
      expect(await names(ana, event.id, 'jo')).toEqual(['Jonas Distante']);
      expect(await names(ana, event.id, 'ana')).toEqual([]);
      const secret = await createEvent(ctx.db, org.userId, { visibility: 'private' });
      await ctx.db.execute(
        sql`INSERT INTO event_invitations (event_id, user_id, invited_by)
            VALUES (${secret.id}::uuid, ${ana.userId}::uuid, ${org.userId}::uuid)`,
      );
      expect(await names(ana, secret.id, 'o')).toEqual(['Olga Organiza']);
      const stranger = await d().suggestions(jonas, secret.id, 'o');
      expect([stranger.res.status, stranger.body.code]).toEqual([404, 'event.not_found']);
      const visitor = await d().suggestions(undefined, event.id, 'o');
      expect([visitor.res.status, visitor.body.code]).toEqual([401, 'auth.unauthenticated']);
    });

    it('someone not findable is offered only when already near (friend, going, in the discussion)', async () => {
      const { ana, jonas, event } = await arrange();
      await ctx.db.execute(
        sql`UPDATE profile_private SET findable = false WHERE profile_id = ${jonas.userId}::uuid`,
      );
      expect(await names(ana, event.id, 'jonas')).toEqual([]);
      await d().post(jonas, event.id, 'Cheguei');
      expect(await names(ana, event.id, 'jonas')).toEqual(['Jonas Distante']);
    });

    it('a term too long is 400 validation.comment.mention.too_long', async () => {
      const { ana, event } = await arrange();
      const { res, body } = await d().suggestions(ana, event.id, 'a'.repeat(51));
      expect(res.status).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ path: 'q', code: 'validation.comment.mention.too_long' });
    });
  },
  MANY_SIGN_UPS,
);
