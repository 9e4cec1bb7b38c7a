import { isEventId } from '@eventos/domain';
import { type Context, Hono } from 'hono';
import type { Config } from '../../config.ts';
import { clientAddress, hashClientAddress } from '../../http/client-address.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { recordFeaturedImpression, recordSponsorshipClick } from './sponsorship-stats.service.ts';

export type SponsorshipStatsOptions = Partial<Pick<Config, 'trustProxy' | 'ipHashSecret'>>;

/** A path id that is not a uuid names nothing: the module's not-found code. */
function uuidOf(raw: string, code: 'event.not_found' | 'sponsorship.not_found'): string {
  if (!isEventId(raw)) throw new HttpProblem(404, code);
  return raw.toLowerCase();
}

/**
 * Who is counted, as POST /events/{id}/views counts: the user when signed in, else address and user
 * agent, always through the keyed hash (no address or agent is stored).
 */
function visitorHash(
  c: Context<AppEnv>,
  { trustProxy = false, ipHashSecret }: SponsorshipStatsOptions,
): string {
  const userId = c.get('userId');
  const visitor = userId
    ? `user:${userId}`
    : `visitor:${clientAddress(c, trustProxy)}|${c.req.header('user-agent') ?? ''}`;
  return hashClientAddress(visitor, ipHashSecret);
}

/** POST /api/v1/events/{id}/featured-impression: the "Patrocinado" slot was seen (issue 22). */
export function featuredImpressionRoutes(options: SponsorshipStatsOptions = {}) {
  return new Hono<AppEnv>().post('/:id/featured-impression', async (c) => {
    const id = uuidOf(c.req.param('id'), 'event.not_found');
    await recordFeaturedImpression(c.get('database').db, c.get('userId'), id, visitorHash(c, options));
    return c.body(null, 204);
  });
}

/** POST /api/v1/sponsorships/{id}/click: a sponsor's link was followed (issue 22). */
export function sponsorshipClickRoutes(options: SponsorshipStatsOptions = {}) {
  return new Hono<AppEnv>().post('/:id/click', async (c) => {
    const id = uuidOf(c.req.param('id'), 'sponsorship.not_found');
    await recordSponsorshipClick(c.get('database').db, c.get('userId'), id, visitorHash(c, options));
    return c.body(null, 204);
  });
}
