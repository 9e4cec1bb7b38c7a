import type { EventSponsorship, Sponsorship, SponsorshipTier } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { createEvent } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';

/** An event open for sponsorship with one tier, its organiser and a would-be sponsor. */
export async function sponsoredEvent(app: App, db: Database, tier: { slots?: number } = {}) {
  const call = api(app);
  const organiser = await signUpAndSignIn(app, db);
  const sponsor = await signUpAndSignIn(app, db);
  const event = await createEvent(db, organiser.userId, { name: 'Festival de Inverno' });
  expect(
    (await call(`/api/v1/events/${event.id}/sponsorship`, { method: 'PUT', json: { open: true } }, organiser))
      .res.status,
  ).toBe(200);
  const created = await call<SponsorshipTier>(
    `/api/v1/events/${event.id}/sponsorship/tiers`,
    {
      method: 'POST',
      json: { name: 'Ouro', amountCents: 500_000, benefits: 'Logo no palco', slots: tier.slots ?? 2 },
    },
    organiser,
  );
  expect(created.res.status).toBe(201);
  return { call, organiser, sponsor, event, tier: created.body };
}

export const requestBody = (tierId: string, extra: Record<string, unknown> = {}) => ({
  tierId,
  displayName: 'Padaria Pão Quente',
  linkUrl: 'https://padaria.example',
  message: 'Queremos apoiar!',
  ...extra,
});

/** A request by `who` to the event's tier; answers the sponsorship. */
export async function requestAs(app: App, who: SignedInUser, eventId: string, tierId: string, extra = {}) {
  const { res, body } = await api(app)<Sponsorship>(
    `/api/v1/events/${eventId}/sponsorships`,
    { method: 'POST', json: requestBody(tierId, extra) },
    who,
  );
  expect(res.status).toBe(201);
  return body;
}

/** What an administrator's approval does (the admin routes are another module's): as the owner. */
export async function approveDirectly(db: Database, id: string): Promise<void> {
  await db.execute(sql`UPDATE sponsorships SET state = 'approved', approved_at = now(), updated_at = now(),
    featured_from = now(), featured_until = now() + interval '7 days' WHERE id = ${id}::uuid`);
}

export const publicView = async (app: App, eventId: string, who?: SignedInUser) =>
  (await api(app)<EventSponsorship>(`/api/v1/events/${eventId}/sponsorship`, {}, who)).body;
