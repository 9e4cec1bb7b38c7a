import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeDays, makeEventStats, STATS_EVENT_ID } from '../testing/stats-fixtures.ts';
import { EventNumbers } from './event-numbers.tsx';

const path = `/api/v1/events/${STATS_EVENT_ID}/stats`;

function serve(answer: () => Response) {
  const asked: string[] = [];
  stubFetch((url) => {
    asked.push(url.pathname);
    return url.pathname === path ? answer() : new Response('not served', { status: 599 });
  });
  return asked;
}

const figure = (name: string) => screen.findByRole('figure', { name });

describe('EventNumbers', () => {
  it('shows RSVPs over time, views and the check-in rate, each with its title and its text', async () => {
    const asked = serve(() => jsonResponse(makeEventStats()));
    renderWithProviders(<EventNumbers eventId={STATS_EVENT_ID} />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Números' })).toBeInTheDocument();
    const rsvps = await figure('Confirmações ao longo do tempo');
    expect(within(rsvps).getByText('3 confirmações desde 1 de março')).toBeInTheDocument();
    expect(within(rsvps).getByTestId('rsvp-chart')).toBeInTheDocument();
    // The days with RSVPs, as a table a screen reader reads.
    const table = within(rsvps).getByRole('table', { name: 'Confirmações por dia' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DiaNovas confirmaçõesPessoas com lugar', '1 de março de 202622', '2 de março de 202612']);

    const views = await figure('Visualizações ao longo do tempo');
    expect(within(views).getByText('6 visualizações no total')).toBeInTheDocument();
    expect(within(views).getAllByRole('row')).toHaveLength(3);

    const checkIn = await figure('Taxa de check-in');
    expect(within(checkIn).getByText('50% de check-in: 1 de 2 pessoas com lugar')).toBeInTheDocument();
    expect(within(checkIn).getByTestId('check-in-ring')).toHaveTextContent('50%');
    expect(asked).toEqual([path]);
  });

  it('says there are no RSVPs nor views yet, and no rate while nobody holds a seat', async () => {
    serve(() =>
      jsonResponse(
        makeEventStats({
          from: '2026-03-01',
          to: '2026-03-01',
          days: makeDays('2026-03-01', 1),
          views: 0,
          rsvps: 0,
          counts: { going: 0, waitlisted: 0, checkedIn: 0, interested: 0, capacity: null },
          checkInRate: null,
        }),
      ),
    );
    renderWithProviders(<EventNumbers eventId={STATS_EVENT_ID} />);

    const rsvps = await figure('Confirmações ao longo do tempo');
    expect(within(rsvps).getByText('Ainda sem confirmações')).toBeInTheDocument();
    expect(within(rsvps).queryByTestId('rsvp-chart')).toBeNull();
    expect(within(rsvps).queryByRole('table')).toBeNull();
    const views = await figure('Visualizações ao longo do tempo');
    expect(within(views).getByText('Ainda sem visualizações')).toBeInTheDocument();
    const checkIn = await figure('Taxa de check-in');
    expect(within(checkIn).getByText('Ninguém com lugar ainda')).toBeInTheDocument();
    expect(within(checkIn).getByTestId('check-in-ring')).toHaveTextContent('–');
  });

  it('says when the numbers could not be read, and reads them again on request', async () => {
    let fail = true;
    serve(() =>
      fail ? problemResponse(500, { code: 'internal', detail: 'Erro' }) : jsonResponse(makeEventStats()),
    );
    renderWithProviders(<EventNumbers eventId={STATS_EVENT_ID} />);

    expect(await screen.findByText('Não foi possível carregar os números.')).toBeInTheDocument();
    fail = false;
    screen.getByRole('button', { name: 'Tentar novamente' }).click();
    await waitFor(() => expect(screen.getByText('6 visualizações no total')).toBeInTheDocument());
  });
});
