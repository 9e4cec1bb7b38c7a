import { type AdminDashboard, adminDashboardSchema, DASHBOARD_WEEKS } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile, days } from '../../test/factories.ts';
import { createSponsorship } from '../admin-sponsorships/admin-sponsorships.test-helpers.ts';
import { MANY_SIGN_UPS } from '../social/social.test-helpers.ts';
import { adminConsoleApi } from './admin-console.test-helpers.ts';

const DAY = 86_400_000;

/** The Monday ('YYYY-MM-DD') of the São Paulo week holding `at`. */
function mondayOf(at: Date): string {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
  const date = new Date(`${local}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * DAY).toISOString().slice(0, 10);
}

/** An attendance row (owner connection): made `daysAgo`, checked in `checkedInDaysAgo` if given. */
async function attend(
  db: Database,
  eventId: string,
  userId: string,
  daysAgo: number,
  checkedInDaysAgo?: number,
) {
  const code = Array.from(
    { length: 10 },
    () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)],
  ).join('');
  const checked = checkedInDaysAgo === undefined ? null : new Date(Date.now() - checkedInDaysAgo * DAY);
  await db.execute(
    sql`INSERT INTO event_attendances (event_id, user_id, status, ticket_code, checked_in_at, created_at)
        VALUES (${eventId}::uuid, ${userId}::uuid, ${checked ? 'checked_in' : 'going'}, ${code},
                ${checked?.toISOString() ?? null}::timestamptz, ${new Date(Date.now() - daysAgo * DAY).toISOString()}::timestamptz)`,
  );
}

describeEachBackend(
  'the admin dashboard',
  (ctx) => {
    it('counts people, events, RSVPs, check-ins, open reports and sponsorships awaiting approval as the rows say', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const ana = await signUpAndSignIn(ctx.app, ctx.db);
      // Someone whose last session is two months old, and two people without any.
      const old = await signUpAndSignIn(ctx.app, ctx.db);
      const early = await createProfile(ctx.db, { createdAt: new Date(Date.now() - 21 * DAY) });
      await createProfile(ctx.db, { createdAt: new Date(Date.now() - 100 * DAY) });

      const upcoming = await createEvent(ctx.db, ana.userId, { startDatetime: days(5) });
      await createEvent(ctx.db, ana.userId, { startDatetime: days(9) });
      const past = await createEvent(ctx.db, ana.userId, { startDatetime: days(-3) });
      await createEvent(ctx.db, ana.userId, { startDatetime: days(4), cancelledAt: new Date() });
      await createEvent(ctx.db, ana.userId, { startDatetime: days(6), publishedAt: null });

      await attend(ctx.db, upcoming.id, admin.userId, 0);
      await attend(ctx.db, upcoming.id, ana.userId, 21);
      await attend(ctx.db, past.id, ana.userId, 14, 0);
      await attend(ctx.db, past.id, early.id, 100, 7);

      await adminConsoleApi(ctx.app).call(
        '/api/v1/reports',
        { method: 'POST', json: { targetType: 'event', targetId: past.id, reason: 'spam' } },
        ana,
      );
      await adminConsoleApi(ctx.app).call(
        '/api/v1/reports',
        { method: 'POST', json: { targetType: 'event', targetId: past.id, reason: 'fraud' } },
        old,
      );

      // One accepted by its organiser awaits approval; a mere request does not yet.
      await createSponsorship(ctx.db, { eventId: upcoming.id, personId: old.userId, state: 'accepted' });
      await createSponsorship(ctx.db, { eventId: upcoming.id, personId: admin.userId, state: 'requested' });

      await ctx.db.execute(
        sql`UPDATE auth_sessions SET updated_at = now() - interval '60 days' WHERE user_id = ${old.userId}::uuid`,
      );
      const { res, body } = await adminConsoleApi(ctx.app).call<AdminDashboard>(
        '/api/v1/admin/dashboard',
        {},
        admin,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('no-store');
      const figures = adminDashboardSchema.parse(body);

      const now = new Date();
      const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) =>
        mondayOf(new Date(now.getTime() - (DASHBOARD_WEEKS - 1 - i) * 7 * DAY)),
      );
      const series = (counts: Record<number, number>) =>
        weeks.map((week, i) => ({ week, count: counts[DASHBOARD_WEEKS - 1 - i] ?? 0 }));

      expect(figures.people).toEqual({ total: 5, active: 2, newPerWeek: series({ 0: 3, 3: 1 }) });
      expect(figures.events).toEqual({ published: 3, upcoming: 2, cancelled: 1 });
      expect(figures.rsvpsPerWeek).toEqual(series({ 0: 1, 2: 1, 3: 1 }));
      expect(figures.checkinsPerWeek).toEqual(series({ 0: 1, 1: 1 }));
      expect(figures.openReports).toBe(1);
      expect(figures.pendingSponsorships).toBe(1);
      expect(Math.abs(Date.parse(figures.generatedAt) - Date.now())).toBeLessThan(60_000);
    });

    it('an empty site answers zeros, every week present', async () => {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const { body } = await adminConsoleApi(ctx.app).call<AdminDashboard>(
        '/api/v1/admin/dashboard',
        {},
        admin,
      );
      expect(body.rsvpsPerWeek).toHaveLength(DASHBOARD_WEEKS);
      expect(body.rsvpsPerWeek.every((w) => w.count === 0)).toBe(true);
      expect(body.events).toEqual({ published: 0, upcoming: 0, cancelled: 0 });
      expect(body.openReports).toBe(0);
    });
  },
  MANY_SIGN_UPS,
);
