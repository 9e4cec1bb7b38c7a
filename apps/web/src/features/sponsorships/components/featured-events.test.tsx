import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent, makePage } from '../../../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EventList } from '../../events/components/event-list.tsx';
import { LANDING_EVENTS_LIMIT, UpcomingEvents } from '../../public-site/components/upcoming-events.tsx';

type Observed = (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void;

/** An IntersectionObserver whose callbacks the test calls, one per observed card. */
function stubObserver() {
  const watchers: Observed[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Observed) {
        watchers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return watchers;
}

afterEach(() => vi.unstubAllGlobals());

describe('The Patrocinado block', () => {
  it('on /events shows the featured events labelled above the results, which stay untouched', async () => {
    const sponsored = makeEvent({ name: 'Feira Patrocinada' });
    const results = [makeEvent({ name: 'Show A' }), sponsored, makeEvent({ name: 'Show B' })];
    stubFetch(() => jsonResponse({ ...makePage(results, null), featured: [sponsored] }));
    renderWithProviders(<EventList />);

    const block = await screen.findByRole('region', { name: 'Eventos patrocinados' });
    expect(within(block).getByRole('link', { name: 'Feira Patrocinada' })).toBeInTheDocument();
    expect(within(block).getByText('Patrocinado')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Lista de eventos' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Show A', 'Feira Patrocinada', 'Show B']);
    expect(within(list).queryByText('Patrocinado')).toBeNull();
  });

  it('counts an impression once, when a featured card is half on screen', async () => {
    const watchers = stubObserver();
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const sponsored = makeEvent({ name: 'Feira Patrocinada' });
    stubFetch(() => jsonResponse({ ...makePage([makeEvent()], null), featured: [sponsored] }));
    renderWithProviders(<EventList />);
    await screen.findByRole('region', { name: 'Eventos patrocinados' });
    await waitFor(() => expect(watchers).toHaveLength(1));
    act(() => watchers[0]?.([{ isIntersecting: true, intersectionRatio: 0.2 }]));
    expect(beacon).not.toHaveBeenCalled();
    act(() => watchers[0]?.([{ isIntersecting: true, intersectionRatio: 0.6 }]));
    expect(beacon).toHaveBeenCalledExactlyOnceWith(`/api/v1/events/${sponsored.id}/featured-impression`);
  });

  it('shows no block without featured events', async () => {
    stubFetch(() => jsonResponse(makePage([makeEvent({ name: 'Show A' })], null)));
    renderWithProviders(<EventList />);
    await screen.findByRole('link', { name: 'Show A' });
    expect(screen.queryByText('Patrocinado')).toBeNull();
  });

  it('on the landing page shows the featured card in its own block above the six results, which stay whole', async () => {
    const sponsored = makeEvent({ name: 'Feira Patrocinada' });
    const results = [sponsored, ...Array.from({ length: 5 }, (_, i) => makeEvent({ name: `Show ${i + 1}` }))];
    stubFetch(() => jsonResponse({ ...makePage(results, 'next'), featured: [sponsored] }));
    renderWithProviders(<UpcomingEvents />);

    const block = await screen.findByRole('region', { name: 'Eventos patrocinados' });
    expect(within(block).getByText('Patrocinado')).toBeInTheDocument();
    expect(within(block).getAllByRole('link')).toHaveLength(1);
    const rest = screen.getByRole('list', { name: 'Lista de eventos' });
    expect(
      within(rest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Feira Patrocinada', 'Show 1', 'Show 2', 'Show 3', 'Show 4', 'Show 5']);
    expect(LANDING_EVENTS_LIMIT).toBe(6);
  });
});
