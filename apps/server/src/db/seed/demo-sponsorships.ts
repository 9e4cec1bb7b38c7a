import type { Tx } from '../client.ts';
import { sponsorshipSettings, sponsorships, sponsorshipTiers } from '../schema/index.ts';
import type { EventRow } from './build-demo-content.ts';
import { stableUuid } from './stable-id.ts';

/**
 * The sponsorship side of the demo (issue 22): three upcoming public events open for sponsorship,
 * each with its tiers ('cotas'); on the first an approved sponsor featured for the coming weeks
 * (so /events shows the "Patrocinado" slot on a fresh start), on the second a request waiting for
 * its organiser, on the third one the organiser accepted, waiting for an administrator. Sponsors are
 * people of the demo community; logos are left out (the pages show initials).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const TIERS = [
  {
    key: 'ouro',
    name: 'Ouro',
    amountCents: 500_000,
    slots: 2,
    benefits: 'Logo em destaque no palco, no site e nas redes; 10 convites.',
  },
  {
    key: 'prata',
    name: 'Prata',
    amountCents: 200_000,
    slots: 4,
    benefits: 'Logo no site e nas redes; 4 convites.',
  },
  {
    key: 'apoio',
    name: 'Apoio',
    amountCents: 50_000,
    slots: 10,
    benefits: 'Nome na lista de apoiadores do evento.',
  },
] as const;

/** Who sponsors what: the community person, the tier, the state, and their words. */
const REQUESTS = [
  {
    person: 'pedro',
    tier: 'ouro',
    state: 'approved',
    name: 'Café do Pedro',
    link: 'https://cafe-do-pedro.exemplo.com.br',
    message: 'Queremos servir café para todo mundo no evento.',
  },
  {
    person: 'larissa',
    tier: 'prata',
    state: 'requested',
    name: 'Ateliê Larissa Mendes',
    link: 'https://atelie-larissa.exemplo.com.br',
    message: 'Adoraria apoiar e levar meu ateliê para perto do público.',
  },
  {
    person: 'gustavo',
    tier: 'apoio',
    state: 'accepted',
    name: 'Livraria Rocha',
    link: null,
    message: 'Apoiamos a cultura de Belo Horizonte há 20 anos.',
  },
] as const;

const communityId = (key: string) => stableUuid(`profile:community:${key}`);

export interface DemoSponsorships {
  settings: (typeof sponsorshipSettings.$inferInsert)[];
  tiers: (typeof sponsorshipTiers.$inferInsert)[];
  sponsorships: (typeof sponsorships.$inferInsert)[];
}

/** The rows, from the demo events already built: upcoming public published ones, a fortnight or more away first. */
export function buildDemoSponsorships(now: Date, events: readonly EventRow[]): DemoSponsorships {
  const upcoming = events
    .filter(
      (e) =>
        e.visibility === 'public' &&
        e.publishedAt &&
        !e.cancelledAt &&
        e.startDatetime.getTime() > now.getTime() + 2 * DAY,
    )
    .sort((a, b) => a.startDatetime.getTime() - b.startDatetime.getTime());
  const far = upcoming.filter((e) => e.startDatetime.getTime() > now.getTime() + 14 * DAY);
  const chosen = [...far, ...upcoming.filter((e) => !far.includes(e))].slice(0, REQUESTS.length);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const rows: DemoSponsorships = { settings: [], tiers: [], sponsorships: [] };
  chosen.forEach((event, i) => {
    rows.settings.push({ eventId: event.id, open: true, updatedAt: ago(10 * DAY) });
    rows.tiers.push(
      ...TIERS.map((tier, position) => ({
        id: stableUuid(`sponsorship-tier:${event.id}:${tier.key}`),
        eventId: event.id,
        name: tier.name,
        amountCents: tier.amountCents,
        slots: tier.slots,
        benefits: tier.benefits,
        position,
        createdAt: ago(10 * DAY),
        updatedAt: ago(10 * DAY),
      })),
    );
    const request = REQUESTS[i];
    const tier = TIERS.find((t) => t.key === request?.tier);
    if (!request || !tier) return;
    const requestedAt = ago((5 - i) * DAY);
    const accepted = request.state !== 'requested' ? ago((4 - i) * DAY) : null;
    const approved = request.state === 'approved' ? ago(3 * DAY) : null;
    const end = event.endDatetime ?? new Date(event.startDatetime.getTime() + 3 * HOUR);
    rows.sponsorships.push({
      id: stableUuid(`sponsorship:${event.id}:${request.person}`),
      eventId: event.id,
      tierId: stableUuid(`sponsorship-tier:${event.id}:${tier.key}`),
      personId: communityId(request.person),
      displayName: request.name,
      linkUrl: request.link,
      message: request.message,
      amountCents: tier.amountCents,
      state: request.state,
      organiserNote: accepted ? 'Bem-vindos! Vamos combinar os detalhes por e-mail.' : null,
      featuredFrom: approved,
      featuredUntil: approved ? end : null,
      requestedAt,
      acceptedAt: accepted,
      approvedAt: approved,
      updatedAt: approved ?? accepted ?? requestedAt,
    });
  });
  return rows;
}

/** Inserts the sponsorship demo rows (owner connection, inside the demo seed's transaction). */
export async function insertDemoSponsorships(tx: Tx, rows: DemoSponsorships): Promise<void> {
  if (rows.settings.length > 0) await tx.insert(sponsorshipSettings).values(rows.settings);
  if (rows.tiers.length > 0) await tx.insert(sponsorshipTiers).values(rows.tiers);
  if (rows.sponsorships.length > 0) await tx.insert(sponsorships).values(rows.sponsorships);
}
