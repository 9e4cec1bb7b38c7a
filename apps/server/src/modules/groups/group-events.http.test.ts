import type { GroupEventsResponse } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { createGroupAs, giveToGroup, seat } from './groups.test-helpers.ts';

type Problem = { code?: string; errors?: { code: string }[] };

/** The events of a group as cards: ahead (under way first) or past, only those the caller may see. */
describeEachBackend('/api/v1/groups/{id}/events', (ctx) => {
  const call = <T>(path: string, who?: SignedInUser) => api(ctx.app)<T & Problem>(path, {}, who);
  const ids = (page: GroupEventsResponse) => page.items.map((e) => e.id);

  async function arrange() {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner);
    await seat(ctx.db, group.id, [{ userId: organiser.userId, role: 'organizer' }]);
    const make = async (
      who: SignedInUser,
      start: Date,
      overrides: Parameters<typeof createEvent>[2] = {},
    ) => {
      const event = await createEvent(ctx.db, who.userId, {
        startDatetime: start,
        endDatetime: new Date(start.getTime() + 2 * 3_600_000),
        ...overrides,
      });
      await giveToGroup(ctx.db, event.id, group.id);
      return event.id;
    };
    const underWay = await make(owner, new Date(Date.now() - 3_600_000));
    const soon = await make(organiser, days(1));
    const later = await make(owner, days(5));
    const latest = await make(owner, days(9));
    const draft = await make(organiser, days(2), { publishedAt: null });
    const privateOne = await make(organiser, days(3), { visibility: 'private' });
    const lastWeek = await make(owner, days(-7));
    const lastMonth = await make(owner, days(-30));
    // Someone else's event of no group.
    await createEvent(ctx.db, owner.userId, { startDatetime: days(4) });
    return { owner, organiser, group, underWay, soon, later, latest, draft, privateOne, lastWeek, lastMonth };
  }

  it('answers what is under way and ahead soonest first, and what has ended latest first, page after page', async () => {
    const a = await arrange();
    const upcoming = await call<GroupEventsResponse>(`/api/v1/groups/${a.group.slug}/events`);
    expect(upcoming.res.status).toBe(200);
    expect(ids(upcoming.body)).toEqual([a.underWay, a.soon, a.later, a.latest]);
    expect(upcoming.body.nextCursor).toBeNull();
    const past = await call<GroupEventsResponse>(`/api/v1/groups/${a.group.id}/events?when=past`);
    expect(ids(past.body)).toEqual([a.lastWeek, a.lastMonth]);

    for (const when of ['upcoming', 'past']) {
      const whole = ids(
        (await call<GroupEventsResponse>(`/api/v1/groups/${a.group.id}/events?when=${when}`)).body,
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: GroupEventsResponse } = await call<GroupEventsResponse>(
          `/api/v1/groups/${a.group.id}/events?when=${when}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...ids(page.body));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen, when).toEqual(whole);
    }
  });

  it('shows each person only the events they may see; a private group’s events to nobody outside it', async () => {
    const a = await arrange();
    const organiserView = await call<GroupEventsResponse>(`/api/v1/groups/${a.group.id}/events`, a.organiser);
    expect(ids(organiserView.body)).toEqual([a.underWay, a.soon, a.draft, a.privateOne, a.later, a.latest]);
    // Someone outside the group sees neither the organiser's draft nor their private event.
    const outsiderView = await call<GroupEventsResponse>(
      `/api/v1/groups/${a.group.id}/events`,
      await signUpAndSignIn(ctx.app, ctx.db),
    );
    expect(ids(outsiderView.body)).toEqual([a.underWay, a.soon, a.later, a.latest]);

    await ctx.db.execute(sql`UPDATE groups SET visibility = 'private' WHERE id = ${a.group.id}`);
    const outsider = await signUpAndSignIn(ctx.app, ctx.db);
    for (const who of [undefined, outsider]) {
      const hidden = await call<GroupEventsResponse>(`/api/v1/groups/${a.group.id}/events`, who);
      expect(hidden.res.status).toBe(404);
      expect(hidden.body.code).toBe('group.not_found');
    }
    expect((await call(`/api/v1/groups/${a.group.id}/events`, a.owner)).res.status).toBe(200);
  });

  it('refuses a wrong choice of time and a bad cursor', async () => {
    const a = await arrange();
    const when = await call(`/api/v1/groups/${a.group.id}/events?when=amanha`);
    expect(when.res.status).toBe(400);
    expect(when.body.errors?.[0]?.code).toBe('validation.groups.when.invalid');
    const cursor = await call(`/api/v1/groups/${a.group.id}/events?cursor=xyz`);
    expect(cursor.res.status).toBe(400);
    expect(cursor.body.code).toBe('validation.cursor.invalid');
  });
});
