import type { Sponsorship, SponsorshipState } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { type Database, queryRows } from '../../db/client.ts';
import type { SignedInUser } from '../../test/auth-session.ts';
import { forgetFeaturedEventIds } from '../events/featured-event-ids.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import type { Problem } from '../social/social.test-helpers.ts';

/** A tier of an event, written on the owner connection. */
export async function createTier(db: Database, eventId: string, amountCents = 50_000, slots = 5) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO sponsorship_tiers (event_id, name, amount_cents, slots)
        VALUES (${eventId}::uuid, 'Cota Ouro', ${amountCents}, ${slots}) RETURNING id`,
  );
  if (!row) throw new Error('tier not inserted');
  return row.id;
}

export interface SponsorshipFixture {
  eventId: string;
  personId: string;
  state?: SponsorshipState;
  amountCents?: number;
  displayName?: string;
  linkUrl?: string | null;
  logoPath?: string | null;
  featuredFrom?: Date | null;
  featuredUntil?: Date | null;
  approvedAt?: Date | null;
  tierId?: string;
}

/**
 * A sponsorship in any state, written on the owner connection (the row guard lets the owner write
 * as it must), as if the steps before had been taken.
 */
export async function createSponsorship(db: Database, f: SponsorshipFixture): Promise<string> {
  const state = f.state ?? 'requested';
  const amount = f.amountCents ?? 50_000;
  const tierId = f.tierId ?? (await createTier(db, f.eventId, amount));
  const approved = f.approvedAt ?? (state === 'approved' || state === 'ended' ? new Date() : null);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO sponsorships (event_id, tier_id, person_id, display_name, link_url, logo_path, amount_cents,
          state, accepted_at, approved_at, featured_from, featured_until)
        VALUES (${f.eventId}::uuid, ${tierId}::uuid, ${f.personId}::uuid, ${f.displayName ?? 'Padaria Pão Quente'},
          ${f.linkUrl ?? null}, ${f.logoPath ?? null}, ${amount}, ${state},
          ${state === 'requested' ? null : new Date().toISOString()}::timestamptz,
          ${approved?.toISOString() ?? null}::timestamptz,
          ${f.featuredFrom?.toISOString() ?? null}::timestamptz,
          ${f.featuredUntil?.toISOString() ?? null}::timestamptz)
        RETURNING id`,
  );
  if (!row) throw new Error('sponsorship not inserted');
  // Written past the services: the list's kept featured ids are forgotten as an approval would.
  forgetFeaturedEventIds(db);
  return row.id;
}

/** The admin sponsorship calls as someone (or a visitor). */
export function adminSponsorshipsApi(app: App) {
  const call = <T>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(app)<T & Problem>(`/api/v1/admin/sponsorships${path}`, init, who);
  const post = (action: string, id: string, json: unknown, who?: SignedInUser) =>
    call<Sponsorship>(`/${id}/${action}`, { method: 'POST', json }, who);
  return {
    call,
    approve: (id: string, who?: SignedInUser, note: string | null = null) =>
      post('approve', id, { note }, who),
    reject: (id: string, who: SignedInUser | undefined, note: unknown) => post('reject', id, { note }, who),
    end: (id: string, who?: SignedInUser) => post('end', id, {}, who),
    feature: (id: string, who: SignedInUser | undefined, json: unknown) =>
      call<Sponsorship>(`/${id}/featured`, { method: 'PUT', json }, who),
  };
}
