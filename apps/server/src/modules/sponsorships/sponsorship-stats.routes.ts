import { Hono } from 'hono';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../http/types.ts';

export type SponsorshipStatsOptions = Partial<Pick<Config, 'trustProxy' | 'ipHashSecret'>>;

/** POST /api/v1/events/{id}/featured-impression: the "Patrocinado" slot was seen (issue 22). */
export function featuredImpressionRoutes(_options: SponsorshipStatsOptions = {}) {
  return new Hono<AppEnv>();
}

/** POST /api/v1/sponsorships/{id}/click: a sponsor's link was followed (issue 22). */
export function sponsorshipClickRoutes(_options: SponsorshipStatsOptions = {}) {
  return new Hono<AppEnv>();
}
