import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/types.ts';

/** /api/v1/events/{id}/sponsorship… and /{id}/sponsorships: tiers, settings, requests (issue 22). */
export function eventSponsorshipRoutes(_uploadsDir: string) {
  return new Hono<AppEnv>();
}

/** /api/v1/sponsorships: one's own, one by id, logo, accept/decline/withdraw (issue 22). */
export function sponsorshipsRoutes(_uploadsDir: string) {
  return new Hono<AppEnv>();
}

/** In front of /uploads/sponsorships/*: a logo only for who may see its sponsorship. */
export const sponsorshipLogoFileAccess: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};
