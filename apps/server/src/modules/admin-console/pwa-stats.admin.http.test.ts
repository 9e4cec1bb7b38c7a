import { PWA_STATS_DAYS, type PwaStats, pwaStatsSchema } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { beaconDay } from '../offline/pwa-stats.service.ts';
import { adminConsoleApi } from './admin-console.test-helpers.ts';

const DAY = 86_400_000;

/** A beacon count `daysAgo` (São Paulo days), straight into the table (owner connection). */
async function counted(
  db: Database,
  daysAgo: number,
  b: { mode: string; platform: string; installed: boolean; push: boolean; count: number },
) {
  const day = beaconDay(new Date(Date.now() - daysAgo * DAY));
  await db.execute(
    sql`INSERT INTO pwa_beacons (day, display_mode, platform, installed, push_opt_in, count)
        VALUES (${day}::date, ${b.mode}, ${b.platform}, ${b.installed}, ${b.push}, ${b.count})`,
  );
}

describeEachBackend('the PWA stats page', (ctx) => {
  it('sums the beacons of the last days by display mode, platform, installs and push opt-in', async () => {
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    await counted(ctx.db, 0, {
      mode: 'standalone',
      platform: 'android',
      installed: true,
      push: true,
      count: 3,
    });
    await counted(ctx.db, 0, {
      mode: 'browser',
      platform: 'desktop',
      installed: false,
      push: false,
      count: 5,
    });
    await counted(ctx.db, 2, { mode: 'native', platform: 'ios', installed: true, push: false, count: 2 });
    // Outside the window: not counted.
    await counted(ctx.db, PWA_STATS_DAYS + 1, {
      mode: 'browser',
      platform: 'other',
      installed: false,
      push: true,
      count: 7,
    });

    const { res, body } = await adminConsoleApi(ctx.app).call<PwaStats>('/api/v1/admin/pwa-stats', {}, admin);
    expect(res.status).toBe(200);
    const stats = pwaStatsSchema.parse(body);
    expect(stats).toMatchObject({
      days: PWA_STATS_DAYS,
      beacons: 10,
      installed: 5,
      pushOptIn: 3,
      displayModes: [
        { value: 'browser', count: 5 },
        { value: 'standalone', count: 3 },
        { value: 'native', count: 2 },
      ],
      platforms: [
        { value: 'android', count: 3 },
        { value: 'ios', count: 2 },
        { value: 'desktop', count: 5 },
        { value: 'other', count: 0 },
      ],
    });
    expect(stats.perDay).toHaveLength(PWA_STATS_DAYS);
    expect(stats.perDay.at(-1)).toEqual({ day: beaconDay(), beacons: 8, installed: 3 });
    expect(stats.perDay.at(-3)).toEqual({
      day: beaconDay(new Date(Date.now() - 2 * DAY)),
      beacons: 2,
      installed: 2,
    });
    expect(stats.perDay.at(-2)).toMatchObject({ beacons: 0, installed: 0 });
    expect(stats.perDay[0]?.day).toBe(beaconDay(new Date(Date.now() - (PWA_STATS_DAYS - 1) * DAY)));
  });

  it('a beacon sent through the app shows on the page', async () => {
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const sent = await ctx.app.request('/api/v1/pwa-stats', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ displayMode: 'standalone', platform: 'ios', installed: true, pushOptIn: true }),
    });
    expect(sent.status).toBeLessThan(300);
    const { body } = await adminConsoleApi(ctx.app).call<PwaStats>('/api/v1/admin/pwa-stats', {}, admin);
    expect(body).toMatchObject({ beacons: 1, installed: 1, pushOptIn: 1 });
  });
});
