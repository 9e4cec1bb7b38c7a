import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventDetail, EventListResponse, GroupEventsResponse } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createGroupAs, seat } from '../groups/groups.test-helpers.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { eventBody } from './testing/events-api.ts';

/** The web app's shell, so event pages get their head from the server. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eventos-group-events-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Eventos</title></head><body></body></html>',
  );
  return dir;
}

const NAME = 'Ensaio Secreto Xilofone';
const PUBLIC_NAME = 'Ensaio Aberto Xilofone';

/**
 * A private group's events never leak (issue 17 acceptance): not in the list, the search, the
 * sitemap, the event page, its calendar file, its page head, nor the group's list of events, to a
 * visitor or a signed-in person outside the group; its members find them everywhere they look.
 * A public group's public event stays public.
 */
describeEachBackend(
  'a private group’s events, seen from outside and inside',
  (ctx) => {
    let arranged:
      | Promise<{
          member: SignedInUser;
          outsider: SignedInUser;
          hidden: EventDetail;
          shown: EventDetail;
          groupId: string;
        }>
      | undefined;

    /** One group of each kind with one event each, arranged once for the whole suite. */
    const arrange = () => {
      arranged ??= (async () => {
        const owner = await signUpAndSignIn(ctx.app, ctx.db);
        const member = await signUpAndSignIn(ctx.app, ctx.db);
        const outsider = await signUpAndSignIn(ctx.app, ctx.db);
        const closed = await createGroupAs(ctx.app, owner, {
          name: 'Bateria Fechada',
          visibility: 'private',
        });
        const open = await createGroupAs(ctx.app, owner, { name: 'Bateria Aberta' });
        await seat(ctx.db, closed.id, [{ userId: member.userId }]);
        const post = async (groupId: string, name: string) => {
          const { res, body } = await api(ctx.app)<EventDetail>(
            '/api/v1/events',
            { method: 'POST', json: { ...eventBody({ name, visibility: 'public' }), groupId } },
            owner,
          );
          expect(res.status).toBe(201);
          return body;
        };
        return {
          member,
          outsider,
          hidden: await post(closed.id, NAME),
          shown: await post(open.id, PUBLIC_NAME),
          groupId: closed.id,
        };
      })();
      return arranged;
    };

    const people = async () => {
      const a = await arrange();
      return [
        ['visitor', undefined],
        ['outsider', a.outsider],
        ['member', a.member],
      ] as const;
    };

    it('the list and the search', async () => {
      const a = await arrange();
      for (const [label, who] of await people()) {
        const inside = label === 'member';
        for (const path of [
          '/api/v1/events',
          '/api/v1/events?q=xilofone',
          `/api/v1/events?q=${encodeURIComponent(NAME)}`,
        ]) {
          const { body } = await api(ctx.app)<EventListResponse>(path, {}, who);
          const names = body.items.map((e) => e.name);
          // The search is of public events only; the list shows members their group's events.
          const expected = inside && !path.includes('q=') ? [NAME, PUBLIC_NAME] : [PUBLIC_NAME];
          expect(names.sort(), `${label} ${path}`).toEqual(
            path.endsWith(encodeURIComponent(NAME)) ? [] : expected.sort(),
          );
        }
      }
      expect(a.hidden.visibility).toBe('private');
      expect(a.shown.visibility).toBe('public');
    });

    it('the event page, its calendar file and the group’s list of events', async () => {
      const a = await arrange();
      for (const [label, who] of await people()) {
        const inside = label === 'member';
        for (const key of [a.hidden.id, a.hidden.slug]) {
          const page = await api(ctx.app)<EventDetail & { code?: string }>(`/api/v1/events/${key}`, {}, who);
          expect(page.res.status, `${label} page`).toBe(inside ? 200 : 404);
          expect(JSON.stringify(page.body), label).toContain(inside ? NAME : 'event.not_found');
          if (!inside) expect(JSON.stringify(page.body), label).not.toContain('Bateria');
          const ics = await ctx.app.request(`/api/v1/events/${key}/calendar.ics`, {
            headers: who?.headers ?? {},
          });
          expect(ics.status, `${label} ics`).toBe(inside ? 200 : 404);
          expect((await ics.text()).includes(NAME), `${label} ics`).toBe(inside);
        }
        const list = await api(ctx.app)<GroupEventsResponse & { code?: string }>(
          `/api/v1/groups/${a.groupId}/events`,
          {},
          who,
        );
        expect(list.res.status, `${label} group events`).toBe(inside ? 200 : 404);
        if (inside) expect(list.body.items.map((e) => e.id)).toEqual([a.hidden.id]);
      }
      // A public group's public event is everyone's, with the group as its organiser.
      const open = await api(ctx.app)<EventDetail>(`/api/v1/events/${a.shown.slug}`);
      expect(open.body.organizer).toMatchObject({ type: 'group', name: 'Bateria Aberta' });
    });

    it('the sitemap and the page head', async () => {
      const a = await arrange();
      const sitemap = await (await ctx.app.request('/sitemap.xml')).text();
      expect(sitemap).toContain(`/events/${a.shown.slug}<`);
      expect(sitemap).not.toContain(a.hidden.slug);
      const hiddenPage = await (await ctx.app.request(`/events/${a.hidden.slug}`)).text();
      expect(hiddenPage).not.toContain(NAME);
      expect(hiddenPage).not.toContain('Bateria');
      expect(hiddenPage).not.toContain('application/ld+json');
      const shownPage = await (await ctx.app.request(`/events/${a.shown.slug}`)).text();
      expect(shownPage).toContain(`<title>${PUBLIC_NAME} | Eventos</title>`);
      expect(shownPage).toContain('"organizer":{"@type":"Organization","name":"Bateria Aberta"}');
    });
  },
  { config: () => ({ webDistDir: webBuild() }), database: 'per-suite' },
);
