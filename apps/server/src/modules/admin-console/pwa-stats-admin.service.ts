import { PWA_DISPLAY_MODES, PWA_PLATFORMS, PWA_STATS_DAYS, type PwaStats } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs, type Statement } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';

interface DayRow {
  day: string;
  display_mode: string | null;
  platform: string | null;
  installed: boolean | null;
  push_opt_in: boolean | null;
  count: number;
}

/**
 * The beacon counts of the last $1 days (São Paulo days, as the beacon keeps them), every day of the
 * window present (a day without beacons answers one row of nulls and 0). Read as the administrator
 * (pwa_beacons_select, migration 0038).
 */
const BEACON_DAYS: Statement = {
  name: 'admin_pwa_stats_days',
  text: `WITH today AS (SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date AS d),
    days AS (
      SELECT generate_series(t.d - ($1::integer - 1), t.d, interval '1 day')::date AS day FROM today t)
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, b.display_mode, b.platform, b.installed, b.push_opt_in,
      coalesce(b.count, 0)::int AS count
    FROM days d
    LEFT JOIN pwa_beacons b ON b.day = d.day
    ORDER BY d.day`,
};

/** GET /admin/pwa-stats: installs, display modes, platforms and push opt-ins of the last days. */
export async function pwaStats(db: Database, caller: Caller, days = PWA_STATS_DAYS): Promise<PwaStats> {
  const rows = await readAs(db, caller.userId, (run) => run<DayRow>(BEACON_DAYS, [days]));
  const modes = new Map<string, number>(PWA_DISPLAY_MODES.map((m) => [m, 0]));
  const platforms = new Map<string, number>(PWA_PLATFORMS.map((p) => [p, 0]));
  const perDay = new Map<string, { day: string; beacons: number; installed: number }>();
  let beacons = 0;
  let installed = 0;
  let pushOptIn = 0;
  for (const row of rows) {
    const day = perDay.get(row.day) ?? { day: row.day, beacons: 0, installed: 0 };
    perDay.set(row.day, day);
    if (!row.display_mode || !row.platform) continue;
    day.beacons += row.count;
    beacons += row.count;
    if (row.installed) {
      day.installed += row.count;
      installed += row.count;
    }
    if (row.push_opt_in) pushOptIn += row.count;
    modes.set(row.display_mode, (modes.get(row.display_mode) ?? 0) + row.count);
    platforms.set(row.platform, (platforms.get(row.platform) ?? 0) + row.count);
  }
  return {
    days,
    beacons,
    installed,
    displayModes: PWA_DISPLAY_MODES.map((value) => ({ value, count: modes.get(value) ?? 0 })),
    platforms: PWA_PLATFORMS.map((value) => ({ value, count: platforms.get(value) ?? 0 })),
    pushOptIn,
    perDay: [...perDay.values()],
  };
}
