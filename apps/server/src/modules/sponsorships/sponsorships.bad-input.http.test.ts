import { expect, it } from 'vitest';
import { seededIds } from '../../test/bad-input/route-inputs.ts';
import { routeTargets } from '../../test/bad-input/route-targets.ts';
import { serverErrorsFor } from '../../test/bad-input/server-errors.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { requestAs, sponsoredEvent } from './sponsorships.test-helpers.ts';

/**
 * The shared bad-input corpus on this module's routes, on real rows: an event open for sponsorship,
 * its tier and a request, driven as the event's organiser and as the sponsor (the global walk has
 * none of these rows). No 5xx, ever; withdrawing and declining come last so the rest meet a request.
 */
describeEachBackend(
  'bad input on the sponsorship routes, as the organiser and the sponsor',
  (ctx) => {
    it('never answers a 5xx', { timeout: 600_000 }, async () => {
      const { organiser, sponsor, event, tier } = await sponsoredEvent(ctx.app, ctx.db, { slots: 100 });
      const asked = await requestAs(ctx.app, sponsor, event.id, tier.id);
      const ids = { ...seededIds({ eventIds: [event.id] }), tierIds: [tier.id], sponsorshipIds: [asked.id] };
      const closing = (path: string) => /withdraw|decline|DELETE/.test(path);
      const targets = routeTargets(ctx.app)
        .filter(
          (t) =>
            /\/sponsorships?(\/|$)/.test(t.path) && !t.path.includes('/admin/') && !t.path.endsWith('/click'),
        )
        .sort((a, b) => Number(closing(`${a.method} ${a.path}`)) - Number(closing(`${b.method} ${b.path}`)));
      expect(targets.map((t) => `${t.method} ${t.path}`).sort()).toEqual([
        'DELETE /api/v1/events/:id/sponsorship/tiers/:tierId',
        'DELETE /api/v1/sponsorships/:id/logo',
        'GET /api/v1/events/:id/sponsorship',
        'GET /api/v1/events/:id/sponsorships',
        'GET /api/v1/sponsorships/:id',
        'GET /api/v1/sponsorships/mine',
        'GET /uploads/sponsorships/*',
        'PATCH /api/v1/events/:id/sponsorship/tiers/:tierId',
        'POST /api/v1/events/:id/sponsorship/tiers',
        'POST /api/v1/events/:id/sponsorships',
        'POST /api/v1/sponsorships/:id/accept',
        'POST /api/v1/sponsorships/:id/decline',
        'POST /api/v1/sponsorships/:id/withdraw',
        'POST /uploads/sponsorships/*',
        'PUT /api/v1/events/:id/sponsorship',
        'PUT /api/v1/sponsorships/:id/logo',
      ]);
      const size = { pathRuns: 6, queryRuns: 6, bodyRuns: 16, seed: 22 };
      for (const who of [sponsor, organiser])
        expect(await serverErrorsFor(ctx.app, targets, ids, size, who.cookie)).toEqual([]);
      expect((await ctx.app.request(`/api/v1/events/${event.id}/sponsorship`)).status).toBe(200);
    });
  },
  { database: 'per-suite' },
);
