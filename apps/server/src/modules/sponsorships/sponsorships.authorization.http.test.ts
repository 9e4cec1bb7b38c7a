import type { EventSponsorship, Problem, Sponsorship, SponsorshipPage } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { requestAs, requestBody, sponsoredEvent } from './sponsorships.test-helpers.ts';

type Who = 'visitor' | 'user' | 'sponsor' | 'organiser' | 'otherOrganiser' | 'admin';
const WHO: Who[] = ['visitor', 'user', 'sponsor', 'organiser', 'otherOrganiser', 'admin'];

/**
 * Every sponsorship route of this module × visitor, another person, the sponsor, the event's
 * organiser, an organiser of another event and an administrator: the status each gets. Reads and
 * refusals change nothing, so one arrangement serves each route.
 */
describeEachBackend('sponsorship routes by role', (ctx) => {
  async function arrange() {
    const { call, organiser, sponsor, event, tier } = await sponsoredEvent(ctx.app, ctx.db);
    const other = await sponsoredEvent(ctx.app, ctx.db);
    const people: Record<Who, SignedInUser | undefined> = {
      visitor: undefined,
      user: await signUpAndSignIn(ctx.app, ctx.db),
      sponsor,
      organiser,
      otherOrganiser: other.organiser,
      admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
    };
    const asked = await requestAs(ctx.app, sponsor, event.id, tier.id);
    return { call, people, event, tier, asked };
  }

  it('reads: the public view for everyone, lists and one sponsorship for those involved', async () => {
    const { call, people, event, asked } = await arrange();
    const expectations: [string, Record<Who, number>][] = [
      [
        `/api/v1/events/${event.id}/sponsorship`,
        { visitor: 200, user: 200, sponsor: 200, organiser: 200, otherOrganiser: 200, admin: 200 },
      ],
      [
        `/api/v1/events/${event.id}/sponsorships`,
        { visitor: 401, user: 403, sponsor: 403, organiser: 200, otherOrganiser: 403, admin: 200 },
      ],
      [
        '/api/v1/sponsorships/mine',
        { visitor: 401, user: 200, sponsor: 200, organiser: 200, otherOrganiser: 200, admin: 200 },
      ],
      [
        `/api/v1/sponsorships/${asked.id}`,
        { visitor: 401, user: 404, sponsor: 200, organiser: 200, otherOrganiser: 404, admin: 200 },
      ],
    ];
    for (const [path, statuses] of expectations)
      for (const who of WHO) {
        const { res } = await call(path, {}, people[who]);
        expect([path, who, res.status]).toEqual([path, who, statuses[who]]);
      }
    // A request is never shown to the public nor to anyone unrelated.
    for (const who of WHO) {
      const view = await call<EventSponsorship>(`/api/v1/events/${event.id}/sponsorship`, {}, people[who]);
      expect(view.body.sponsors).toEqual([]);
      expect(view.body.canManage).toBe(who === 'organiser');
    }
    for (const who of ['user', 'otherOrganiser', 'organiser'] as const) {
      const mine = await call<SponsorshipPage>('/api/v1/sponsorships/mine', {}, people[who]);
      expect(mine.body.items).toEqual([]);
    }
    const hidden = await createEvent(ctx.db, people.organiser?.userId ?? '', { visibility: 'private' });
    const unseen = await call<Problem>(`/api/v1/events/${hidden.id}/sponsorship`, {}, people.user);
    expect([unseen.res.status, unseen.body.code]).toEqual([404, 'event.not_found']);
  });

  it('writes on the event: its managers only', async () => {
    const { call, people, event, tier } = await arrange();
    const tierBody = { name: 'Prata', amountCents: 200_000, benefits: null, slots: 4 };
    const refused: Record<Who, number> = {
      visitor: 401,
      user: 403,
      sponsor: 403,
      organiser: 0,
      otherOrganiser: 403,
      admin: 403,
    };
    const routes: [string, string, unknown][] = [
      ['PUT', `/api/v1/events/${event.id}/sponsorship`, { open: true }],
      ['POST', `/api/v1/events/${event.id}/sponsorship/tiers`, tierBody],
      ['PATCH', `/api/v1/events/${event.id}/sponsorship/tiers/${tier.id}`, tierBody],
      ['DELETE', `/api/v1/events/${event.id}/sponsorship/tiers/${crypto.randomUUID()}`, undefined],
    ];
    for (const [method, path, json] of routes)
      for (const who of WHO.filter((w) => w !== 'organiser')) {
        const { res } = await call(path, { method, ...(json ? { json } : {}) }, people[who]);
        expect([method, path, who, res.status]).toEqual([method, path, who, refused[who]]);
      }
    const oks = [200, 201, 200, 404];
    for (const [n, [method, path, json]] of routes.entries()) {
      const { res } = await call(path, { method, ...(json ? { json } : {}) }, people.organiser);
      expect([method, path, res.status]).toEqual([method, path, oks[n]]);
    }
  });

  it('requests: anyone signed in but the event’s managers', async () => {
    const { call, people, event, tier } = await arrange();
    const expected: Record<Who, number> = {
      visitor: 401,
      user: 201,
      sponsor: 409,
      organiser: 403,
      otherOrganiser: 201,
      admin: 201,
    };
    for (const who of WHO) {
      const { res } = await call(
        `/api/v1/events/${event.id}/sponsorships`,
        { method: 'POST', json: requestBody(tier.id) },
        people[who],
      );
      expect([who, res.status]).toEqual([who, expected[who]]);
    }
  });

  it('steps: accept and decline for the managers, withdraw and the logo for the sponsor', async () => {
    const { call, people, asked } = await arrange();
    const steps: [string, string, Record<Who, number>][] = [
      [
        'POST',
        'accept',
        { visitor: 401, user: 404, sponsor: 403, organiser: 200, otherOrganiser: 404, admin: 403 },
      ],
      [
        'POST',
        'decline',
        { visitor: 401, user: 404, sponsor: 403, organiser: 200, otherOrganiser: 404, admin: 403 },
      ],
      [
        'POST',
        'withdraw',
        { visitor: 401, user: 404, sponsor: 200, organiser: 403, otherOrganiser: 404, admin: 403 },
      ],
      [
        'DELETE',
        'logo',
        { visitor: 401, user: 404, sponsor: 200, organiser: 403, otherOrganiser: 404, admin: 403 },
      ],
    ];
    for (const [method, step, statuses] of steps)
      for (const who of WHO) {
        if (statuses[who] === 200) continue;
        const path = `/api/v1/sponsorships/${asked.id}/${step}`;
        const { res, body } = await call<Problem>(
          path,
          { method, ...(method === 'POST' ? { json: {} } : {}) },
          people[who],
        );
        expect([step, who, res.status]).toEqual([step, who, statuses[who]]);
        if (res.status === 403) expect(body.code).toBe('sponsorship.forbidden');
        if (res.status === 404) expect(body.code).toBe('sponsorship.not_found');
      }
    const still = await call<Sponsorship>(`/api/v1/sponsorships/${asked.id}`, {}, people.sponsor);
    expect(still.body.state).toBe('requested');
    expect(
      (await call(`/api/v1/sponsorships/${asked.id}/logo`, { method: 'DELETE' }, people.sponsor)).res.status,
    ).toBe(200);
    expect(
      (await call(`/api/v1/sponsorships/${asked.id}/accept`, { method: 'POST', json: {} }, people.organiser))
        .res.status,
    ).toBe(200);
    expect(
      (await call(`/api/v1/sponsorships/${asked.id}/decline`, { method: 'POST', json: {} }, people.organiser))
        .res.status,
    ).toBe(200);
  });
});
