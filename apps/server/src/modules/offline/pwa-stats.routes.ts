import { apiMessage, pwaBeaconSchema } from '@eventos/domain';
import { type Context, Hono } from 'hono';
import type { Config } from '../../config.ts';
import { clientAddress, hashClientAddress } from '../../http/client-address.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { beaconDay, recordPwaBeacon } from './pwa-stats.service.ts';

export type PwaStatsOptions = Partial<Pick<Config, 'trustProxy' | 'ipHashSecret'>>;

const INVALID = 'validation.pwa_beacon.invalid';

/** The beacon's body, or 400 validation.pwa_beacon.invalid (not JSON, or not the beacon). */
async function beaconOf(c: Context<AppEnv>) {
  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    throw new HttpProblem(400, INVALID);
  }
  const result = pwaBeaconSchema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    code: INVALID,
    message: apiMessage(INVALID),
  }));
  throw new HttpProblem(400, INVALID, errors);
}

/** The browser asked not to be tracked (Do Not Track or Global Privacy Control). */
const optedOut = (c: Context<AppEnv>) => c.req.header('dnt') === '1' || c.req.header('sec-gpc') === '1';

/**
 * POST /api/v1/pwa-stats — the anonymous daily beacon of how the app is used (display mode,
 * platform, installed, push). No session needed and nothing personal kept: the sender is known only
 * by a keyed hash of its address, browser and the day, to count it once a day per combination.
 */
export function pwaStatsRoutes({ trustProxy = false, ipHashSecret }: PwaStatsOptions = {}) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const beacon = await beaconOf(c);
    c.header('Cache-Control', 'no-store');
    if (optedOut(c)) return c.body(null, 204);
    const sender = `pwa:${beaconDay()}:${clientAddress(c, trustProxy)}|${c.req.header('user-agent') ?? ''}`;
    await recordPwaBeacon(c.get('database').db, beacon, hashClientAddress(sender, ipHashSecret));
    return c.body(null, 204);
  });
}
