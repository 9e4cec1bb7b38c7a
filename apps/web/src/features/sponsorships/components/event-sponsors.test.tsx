import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSponsorshipApi } from '../testing/fake-sponsorship-api.ts';
import { renderSponsorships, SIGNED_IN } from '../testing/render-sponsorships.tsx';
import {
  EVENT_ID,
  makeEventSponsorship,
  makeSponsor,
  makeTier,
  TIER_GOLD,
  TIER_SILVER,
} from '../testing/sponsorship-fixtures.ts';
import EventSponsors from './event-sponsors.tsx';
import { EventSponsorsSlot } from './event-sponsors-slot.tsx';

const PAGE = '/events/roda-de-samba';
const gold = makeTier({ id: TIER_GOLD, name: 'Ouro', position: 0 });
const silver = makeTier({
  id: TIER_SILVER,
  name: 'Prata',
  amountCents: 50_000,
  slots: 2,
  taken: 2,
  position: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('The sponsors of an event page', () => {
  it('shows the approved sponsors by tier, in tier order, with sponsored links that count the click', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    fakeSponsorshipApi({
      event: makeEventSponsorship({
        tiers: [silver, gold],
        sponsors: [
          makeSponsor({
            id: '40000000-0000-4000-8000-0000000000b1',
            tierId: TIER_SILVER,
            displayName: 'Padaria Pão',
            linkUrl: 'https://pao.example/',
          }),
          makeSponsor({
            tierId: TIER_GOLD,
            displayName: 'Café do Bairro',
            logoPath: 'sponsorships/x/abc-logo.webp',
          }),
        ],
      }),
    });
    renderSponsorships(<EventSponsors eventId={EVENT_ID} />, PAGE);

    expect(await screen.findByRole('heading', { level: 2, name: 'Patrocinadores' })).toBeInTheDocument();
    const tiers = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(tiers).toEqual(['Ouro', 'Prata']);
    expect(screen.getByRole('img', { name: 'Café do Bairro' })).toHaveAttribute(
      'src',
      '/uploads/sponsorships/x/abc-logo.webp',
    );
    const link = screen.getByRole('link', { name: /Padaria Pão/ });
    expect(link).toHaveAttribute('href', 'https://pao.example/');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('PP')).toBeInTheDocument();
    fireEvent.click(link);
    expect(beacon).toHaveBeenCalledWith('/api/v1/sponsorships/40000000-0000-4000-8000-0000000000b1/click');
    // Closed for requests: no "Patrocinar".
    expect(screen.queryByText('Patrocinar')).toBeNull();
  });

  it('shows nothing when nobody sponsors it and it takes no requests', async () => {
    const api = fakeSponsorshipApi({ event: makeEventSponsorship({ tiers: [gold] }) });
    renderSponsorships(<EventSponsors eventId={EVENT_ID} />, PAGE);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Patrocinadores' })).toBeNull();
  });

  it('offers the tiers and Patrocinar to a visitor, through the sign-in page and back', async () => {
    fakeSponsorshipApi({ event: makeEventSponsorship({ open: true, tiers: [gold, silver] }) });
    renderSponsorships(<EventSponsors eventId={EVENT_ID} />, PAGE);
    const tiers = await screen.findByRole('list', { name: 'Cotas de patrocínio' });
    expect(within(tiers).getByText('R$ 1.500,00')).toBeInTheDocument();
    expect(within(tiers).getByText('2 de 4 vagas disponíveis')).toBeInTheDocument();
    expect(within(tiers).getByText('Esgotada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Patrocinar' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent(`${PAGE}#sponsors`)}`,
    );
  });

  it('does not offer Patrocinar to the event’s managers', async () => {
    const api = fakeSponsorshipApi({
      event: makeEventSponsorship({ open: true, tiers: [gold], canManage: true }),
    });
    renderSponsorships(<EventSponsors eventId={EVENT_ID} />, PAGE, SIGNED_IN);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Patrocinadores' })).toBeNull();
    expect(screen.queryByText('Patrocinar')).toBeNull();
  });

  it('loads only as the section nears the screen', async () => {
    let reach: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reach = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const api = fakeSponsorshipApi({
      event: makeEventSponsorship({ sponsors: [makeSponsor()], tiers: [gold] }),
    });
    renderSponsorships(<EventSponsorsSlot eventId={EVENT_ID} />, PAGE);
    await waitFor(() => expect(reach).not.toBeNull());
    expect(api.calls).toEqual([]);
    act(() => reach?.([{ isIntersecting: true }]));
    expect(await screen.findByText('Café do Bairro', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(api.calls).toEqual([`GET /api/v1/events/${EVENT_ID}/sponsorship`]);
  });
});
