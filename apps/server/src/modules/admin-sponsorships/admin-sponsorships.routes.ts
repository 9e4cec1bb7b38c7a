import {
  featuredWindowInputSchema,
  sponsorshipDecisionInputSchema,
  sponsorshipListQuerySchema,
  sponsorshipRejectInputSchema,
} from '@eventos/domain';
import { type Context, Hono } from 'hono';
import { callerOf, noStore } from '../../http/caller.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { adminOnly } from '../admin-notifications/admin-only.ts';
import { pathId, sponsorshipNotFound } from '../sponsorships/sponsorship-problems.ts';
import {
  decideSponsorship,
  listAdminSponsorships,
  listFeatured,
  setFeaturedWindow,
  sponsorshipTotals,
} from './admin-sponsorships.service.ts';

const idOf = (c: Context<AppEnv>) => pathId(c.req.param('id'), sponsorshipNotFound);

/**
 * /api/v1/admin/sponsorships — the queue awaiting approval, approve/reject/end, the featured
 * schedule and the totals: administrators only (the guard reads the role on each request; the row
 * policies and the audit log's insert policy check again). Every change is audited.
 */
export const adminSponsorshipsRoutes = new Hono<AppEnv>()
  .get('/', adminOnly, async (c) => {
    const query = parseOrProblem(sponsorshipListQuerySchema, c.req.query());
    const page = await listAdminSponsorships(c.get('database').db, callerOf(c), query);
    noStore(c);
    return c.json(page);
  })
  .get('/featured', adminOnly, async (c) => {
    const featured = await listFeatured(c.get('database').db, callerOf(c));
    noStore(c);
    return c.json(featured);
  })
  .get('/totals', adminOnly, async (c) => {
    const totals = await sponsorshipTotals(c.get('database').db, callerOf(c));
    noStore(c);
    return c.json(totals);
  })
  .post('/:id/approve', adminOnly, async (c) => {
    const id = idOf(c);
    const { note } = parseOrProblem(sponsorshipDecisionInputSchema, await jsonBody(c));
    const sponsorship = await decideSponsorship(c.get('database').db, callerOf(c), id, 'approve', note);
    noStore(c);
    return c.json(sponsorship);
  })
  .post('/:id/reject', adminOnly, async (c) => {
    const id = idOf(c);
    const { note } = parseOrProblem(sponsorshipRejectInputSchema, await jsonBody(c));
    const sponsorship = await decideSponsorship(c.get('database').db, callerOf(c), id, 'reject', note);
    noStore(c);
    return c.json(sponsorship);
  })
  .post('/:id/end', adminOnly, async (c) => {
    const id = idOf(c);
    const { note } = parseOrProblem(sponsorshipDecisionInputSchema, await jsonBody(c));
    const sponsorship = await decideSponsorship(c.get('database').db, callerOf(c), id, 'end', note);
    noStore(c);
    return c.json(sponsorship);
  })
  .put('/:id/featured', adminOnly, async (c) => {
    const id = idOf(c);
    const input = parseOrProblem(featuredWindowInputSchema, await jsonBody(c));
    const sponsorship = await setFeaturedWindow(c.get('database').db, callerOf(c), id, input);
    noStore(c);
    return c.json(sponsorship);
  });
