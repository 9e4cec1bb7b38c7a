import {
  AVATAR_LIMITS,
  sponsorshipDecisionInputSchema,
  sponsorshipListQuerySchema,
  sponsorshipRequestInputSchema,
  sponsorshipSettingsInputSchema,
  sponsorshipTierInputSchema,
} from '@eventos/domain';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { apiNotFound } from '../../http/error-handler.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { fileUpload, UPLOAD_FIELD } from '../../http/file-upload.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { AvatarImageError } from '../me/avatar-image.ts';
import {
  createTier,
  deleteTier,
  editTier,
  eventSponsorship,
  eventSponsorships,
  setSponsorshipOpen,
} from './event-sponsorship.service.ts';
import {
  acceptSponsorship,
  declineSponsorship,
  withdrawSponsorship,
} from './sponsorship-decisions.service.ts';
import {
  clearSponsorshipLogo,
  setSponsorshipLogo,
  sponsorshipLogoAudience,
} from './sponsorship-logo.service.ts';
import { eventNotFound, pathId, sponsorshipNotFound, tierNotFound } from './sponsorship-problems.ts';
import { mySponsorships, oneSponsorship, requestSponsorship } from './sponsorship-requests.service.ts';

/** How long a visitor's copy of an event's sponsors may be kept: a new approval shows within 30 s. */
const PUBLIC_MAX_AGE_SECONDS = 30;

const eventIdOf = (c: Context<AppEnv>) => pathId(c.req.param('id'), eventNotFound);
const sponsorshipIdOf = (c: Context<AppEnv>) => pathId(c.req.param('id'), sponsorshipNotFound);
const tierIdOf = (c: Context<AppEnv>) => pathId(c.req.param('tierId'), tierNotFound);

const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store');
};

/** /api/v1/events/{id}/sponsorship… and /{id}/sponsorships: tiers, settings, requests (issue 22). */
export function eventSponsorshipRoutes(_uploadsDir: string) {
  return new Hono<AppEnv>()
    .get('/:id/sponsorship', async (c) => {
      const userId = c.get('userId') ?? null;
      const body = await eventSponsorship(c.get('database').db, userId, eventIdOf(c));
      if (userId) noStore(c);
      else c.header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
      return c.json(body);
    })
    .put('/:id/sponsorship', signedIn, privateAnswers, async (c) => {
      const eventId = eventIdOf(c);
      const input = parseOrProblem(sponsorshipSettingsInputSchema, await jsonBody(c));
      return c.json(await setSponsorshipOpen(c.get('database').db, callerOf(c).userId, eventId, input.open));
    })
    .post('/:id/sponsorship/tiers', signedIn, privateAnswers, async (c) => {
      const eventId = eventIdOf(c);
      const input = parseOrProblem(sponsorshipTierInputSchema, await jsonBody(c));
      return c.json(await createTier(c.get('database').db, callerOf(c).userId, eventId, input), 201);
    })
    .patch('/:id/sponsorship/tiers/:tierId', signedIn, privateAnswers, async (c) => {
      const [eventId, tierId] = [eventIdOf(c), tierIdOf(c)];
      const input = parseOrProblem(sponsorshipTierInputSchema, await jsonBody(c));
      return c.json(await editTier(c.get('database').db, callerOf(c).userId, eventId, tierId, input));
    })
    .delete('/:id/sponsorship/tiers/:tierId', signedIn, privateAnswers, async (c) => {
      await deleteTier(c.get('database').db, callerOf(c).userId, eventIdOf(c), tierIdOf(c));
      return c.body(null, 204);
    })
    .get('/:id/sponsorships', signedIn, privateAnswers, async (c) => {
      const eventId = eventIdOf(c);
      const query = parseOrProblem(sponsorshipListQuerySchema, c.req.query());
      return c.json(await eventSponsorships(c.get('database').db, callerOf(c).userId, eventId, query));
    })
    .post('/:id/sponsorships', signedIn, privateAnswers, async (c) => {
      const eventId = eventIdOf(c);
      const input = parseOrProblem(sponsorshipRequestInputSchema, await jsonBody(c));
      return c.json(await requestSponsorship(c.get('database').db, callerOf(c), eventId, input), 201);
    });
}

const logoUpload = fileUpload({
  maxBytes: AVATAR_LIMITS.maxBytes,
  required: 'validation.avatar.required',
  tooLarge: 'validation.avatar.too_large',
});

/** /api/v1/sponsorships: one's own, one by id, logo, accept/decline/withdraw (issue 22). */
export function sponsorshipsRoutes(uploadsDir: string) {
  return new Hono<AppEnv>()
    .get('/mine', signedIn, privateAnswers, async (c) => {
      const query = parseOrProblem(sponsorshipListQuerySchema, c.req.query());
      return c.json(await mySponsorships(c.get('database').db, callerOf(c).userId, query));
    })
    .get('/:id', signedIn, privateAnswers, async (c) =>
      c.json(await oneSponsorship(c.get('database').db, callerOf(c).userId, sponsorshipIdOf(c))),
    )
    .put('/:id/logo', signedIn, privateAnswers, logoUpload.limit, async (c) => {
      const id = sponsorshipIdOf(c);
      const bytes = await logoUpload.read(c);
      try {
        return c.json(await setSponsorshipLogo(c.get('database').db, uploadsDir, callerOf(c), id, bytes));
      } catch (err) {
        if (err instanceof AvatarImageError) throw fieldProblem(400, UPLOAD_FIELD, err.code);
        throw err;
      }
    })
    .delete('/:id/logo', signedIn, privateAnswers, async (c) =>
      c.json(await clearSponsorshipLogo(c.get('database').db, uploadsDir, callerOf(c), sponsorshipIdOf(c))),
    )
    .post('/:id/accept', signedIn, privateAnswers, async (c) => {
      const id = sponsorshipIdOf(c);
      const { note } = parseOrProblem(sponsorshipDecisionInputSchema, await jsonBody(c));
      return c.json(await acceptSponsorship(c.get('database').db, callerOf(c), id, note));
    })
    .post('/:id/decline', signedIn, privateAnswers, async (c) => {
      const id = sponsorshipIdOf(c);
      const { note } = parseOrProblem(sponsorshipDecisionInputSchema, await jsonBody(c));
      return c.json(await declineSponsorship(c.get('database').db, callerOf(c), id, note));
    })
    .post('/:id/withdraw', signedIn, privateAnswers, async (c) => {
      const id = sponsorshipIdOf(c);
      return c.json(await withdrawSponsorship(c.get('database').db, callerOf(c), id));
    });
}

/**
 * In front of /uploads/sponsorships/*: a logo only for who may see its sponsorship, and only while
 * it links to that file (the same 404 as a missing file otherwise). An approved sponsor's logo keeps
 * the shared cache; any other is never stored by a cache.
 */
export const sponsorshipLogoFileAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const file = c.req.path.replace(/^\/uploads\//, '');
  const audience = await sponsorshipLogoAudience(c.get('database').db, c.get('userId') ?? null, file);
  if (!audience) return apiNotFound(c);
  await next();
  if (audience === 'caller') c.res.headers.set('Cache-Control', 'private, no-store');
};
