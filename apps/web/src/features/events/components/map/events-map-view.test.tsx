import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent, makePage } from '../../../../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../../../../test/http.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { EventsPage } from '../../pages/events-page.tsx';

const located = (name: string, slug: string, latitude: number, longitude: number) =>
  makeEvent({
    name,
    slug,
    location: {
      id: '10000000-0000-4000-8000-0000000000bb',
      name: 'Marco Zero',
      city: 'Recife',
      state: 'PE',
      latitude,
      longitude,
    },
  });

describe('map view', () => {
  it('puts a marker per located event and links the popup to the event', async () => {
    const fetch = stubFetch(() =>
      jsonResponse(
        makePage([
          located('Galo da Madrugada', 'galo-da-madrugada', -8.063, -34.871),
          makeEvent({ name: 'Live de Jazz', location: null, eventType: 'online' }),
        ]),
      ),
    );
    const { router } = renderRoutes(
      [
        { path: '/events', element: <EventsPage /> },
        { path: '/events/:slug', element: <p>detalhe</p> },
      ],
      '/events?view=map&online=1',
    );

    // Generous wait: the map's chunk (with Leaflet) loads on demand.
    expect(
      await screen.findByText(
        'No mapa: 1 de 2 eventos (os demais não têm local com coordenadas).',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    const query = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ limit: '50', online: 'true' });

    const map = screen.getByTestId('events-map');
    expect(map.querySelector('.leaflet-tile-pane')).not.toBeNull();
    const marker = await waitFor(() => {
      const found = map.querySelector<HTMLElement>('.leaflet-marker-icon[title="Galo da Madrugada"]');
      if (!found) throw new Error('no marker yet');
      return found;
    });
    expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);

    fireEvent.click(marker);
    const link = await screen.findByRole('link', { name: 'Galo da Madrugada' });
    expect(link).toHaveAttribute('href', '/events/galo-da-madrugada');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/galo-da-madrugada'));
  });
});
