import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { giveToGroup } from '../groups/groups.test-helpers.ts';
import { buildSitemap } from '../seo/seo.service.ts';
import { MANY_SIGN_UPS, person } from '../social/social.test-helpers.ts';
import { createComment, createGroup, moderationApi } from './moderation.test-helpers.ts';

/**
 * What someone gets from a path: status and the answer as text. The sitemap route keeps its XML a
 * few minutes (SITEMAP_MAX_AGE_SECONDS); what it would build now is read from the service.
 */
async function read(app: App, path: string, who?: SignedInUser) {
  const res = await app.request(path, { headers: who?.headers ?? {} });
  return { status: res.status, text: await res.text() };
}

describeEachBackend(
  'hidden content leaves every read path but its managers’',
  (ctx) => {
    const m = () => moderationApi(ctx.app);
    const get = async (path: string, who?: SignedInUser) =>
      path === '/sitemap.xml'
        ? { status: 200, text: await buildSitemap(ctx.db, 'https://eventos.example') }
        : read(ctx.app, path, who);
    const usernameOf = async (userId: string) =>
      (
        await queryRows<{ username: string }>(
          ctx.db,
          sql`SELECT username FROM profiles WHERE id = ${userId}::uuid`,
        )
      )[0]?.username ?? '';

    it('a hidden event: gone from the list, search, its page, the sitemap, the calendar, the timeline, profiles and its group', async () => {
      const organiser = await person(ctx.app, ctx.db, 'Bia');
      const reader = await person(ctx.app, ctx.db, 'Ana');
      const boss = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const group = await createGroup(ctx.db, organiser.userId);
      const event = await createEvent(ctx.db, organiser.userId, { name: 'Feira Quimera Proibida' });
      await giveToGroup(ctx.db, event.id, group.id);
      const comment = await createComment(ctx.db, event.id, organiser.userId);
      await ctx.db.execute(
        sql`INSERT INTO user_follows (follower_id, followee_id) VALUES (${reader.userId}::uuid, ${organiser.userId}::uuid)`,
      );
      const username = await usernameOf(organiser.userId);
      const paths = [
        '/api/v1/events',
        `/api/v1/events?q=${encodeURIComponent('Quimera Proibida')}`,
        '/sitemap.xml',
        `/api/v1/profiles/${username}/events`,
        `/api/v1/groups/${group.id}`,
        '/api/v1/me/timeline',
      ];
      const counts = async (who?: SignedInUser) =>
        JSON.parse((await read(ctx.app, `/api/v1/groups/${group.id}`, who)).text).counts.upcomingEvents;

      // Before: everyone finds it.
      for (const path of paths.filter((p) => !p.startsWith('/api/v1/groups')))
        for (const who of path.includes('timeline') ? [reader] : [reader, undefined])
          expect([path, (await get(path, who)).text.includes(event.slug)]).toEqual([path, true]);
      expect(await counts(reader)).toBe(1);

      await m().report(reader, { targetType: 'event', targetId: event.id });
      expect(
        (await m().act(boss, { targetType: 'event', targetId: event.id, action: 'hide' })).res.status,
      ).toBe(200);

      for (const path of paths.filter((p) => !p.startsWith('/api/v1/groups')))
        for (const who of path.includes('timeline') ? [reader] : [reader, undefined]) {
          const answer = await get(path, who);
          expect([path, answer.status < 500, answer.text.includes(event.slug)]).toEqual([path, true, false]);
        }
      expect(await counts(reader)).toBe(0);
      for (const who of [reader, undefined, boss]) {
        for (const path of [
          `/api/v1/events/${event.id}`,
          `/api/v1/events/${event.slug}`,
          `/api/v1/events/${event.id}/calendar.ics`,
          `/api/v1/events/${event.id}/comments`,
        ])
          expect([path, (await read(ctx.app, path, who)).status]).toEqual([path, 404]);
      }
      // A report on a hidden comment of it is refused too: the reader sees neither.
      expect((await m().report(reader, { targetType: 'comment', targetId: comment })).res.status).toBe(404);

      // Its organiser still sees it, and its discussion.
      for (const path of [
        `/api/v1/events/${event.id}`,
        `/api/v1/events/${event.id}/calendar.ics`,
        `/api/v1/events/${event.id}/comments`,
      ])
        expect([path, (await read(ctx.app, path, organiser)).status]).toEqual([path, 200]);
    });

    it('a hidden group: gone from the list, search and its page for everyone but its owner', async () => {
      const owner = await person(ctx.app, ctx.db, 'Bia');
      const member = await person(ctx.app, ctx.db, 'Cadu');
      const reader = await person(ctx.app, ctx.db, 'Ana');
      const boss = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const group = await createGroup(ctx.db, owner.userId, { name: 'Clube Quimera Proibido' });
      await ctx.db.execute(
        sql`INSERT INTO group_members (group_id, user_id, role) VALUES (${group.id}::uuid, ${member.userId}::uuid, 'member')`,
      );
      const paths = [
        '/api/v1/groups',
        `/api/v1/groups?q=${encodeURIComponent('Quimera')}`,
        `/api/v1/profiles/${await usernameOf(owner.userId)}/groups`,
        '/sitemap.xml',
      ];
      for (const path of paths)
        for (const who of [reader, undefined])
          expect([path, (await get(path, who)).text.includes(group.slug)]).toEqual([path, true]);

      await m().report(reader, { targetType: 'group', targetId: group.id });
      expect(
        (await m().act(boss, { targetType: 'group', targetId: group.id, action: 'hide' })).res.status,
      ).toBe(200);

      for (const path of paths)
        for (const who of [reader, member, undefined]) {
          const answer = await get(path, who);
          expect([path, answer.status < 500, answer.text.includes(group.slug)]).toEqual([path, true, false]);
        }
      for (const who of [reader, member, undefined, boss])
        expect((await read(ctx.app, `/api/v1/groups/${group.id}`, who)).status).toBe(404);
      expect((await read(ctx.app, `/api/v1/groups/${group.id}`, owner)).status).toBe(200);
      // Nobody reports it again: they cannot see it.
      expect((await m().report(member, { targetType: 'group', targetId: group.id })).res.status).toBe(404);
    });
  },
  MANY_SIGN_UPS,
);
