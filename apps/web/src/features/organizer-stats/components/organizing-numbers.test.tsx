import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeDays, makeOrganizingStats } from '../testing/stats-fixtures.ts';
import { OrganizingNumbers } from './organizing-numbers.tsx';

function serve(stats = makeOrganizingStats()) {
  stubFetch((url) =>
    url.pathname === '/api/v1/me/organizing/stats'
      ? jsonResponse(stats)
      : new Response('not served', { status: 599 }),
  );
}

const figure = (name: string) => screen.findByRole('figure', { name });

describe('OrganizingNumbers', () => {
  it('the last 30 days over all my events, and the check-in rate of my past events', async () => {
    serve();
    renderWithProviders(<OrganizingNumbers />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Números' })).toBeInTheDocument();
    expect(screen.getByText('Últimos 30 dias em todos os seus eventos')).toBeInTheDocument();
    const rsvps = await figure('Confirmações ao longo do tempo');
    expect(within(rsvps).getByText('12 confirmações nos últimos 30 dias')).toBeInTheDocument();
    expect(within(rsvps).getAllByRole('row')).toHaveLength(4);
    const views = await figure('Visualizações ao longo do tempo');
    expect(within(views).getByText('50 visualizações nos últimos 30 dias')).toBeInTheDocument();
    const checkIn = await figure('Taxa de check-in');
    expect(within(checkIn).getByText('Nos seus eventos encerrados')).toBeInTheDocument();
    expect(within(checkIn).getByText('75% de check-in: 30 de 40 pessoas com lugar')).toBeInTheDocument();
  });

  it('nothing yet: the empty states', async () => {
    serve(
      makeOrganizingStats({
        days: makeDays('2026-02-02', 30),
        past: { events: 0, seated: 0, checkedIn: 0, checkInRate: null },
      }),
    );
    renderWithProviders(<OrganizingNumbers />);
    expect(
      within(await figure('Confirmações ao longo do tempo')).getByText('Ainda sem confirmações'),
    ).toBeVisible();
    expect(
      within(await figure('Visualizações ao longo do tempo')).getByText('Ainda sem visualizações'),
    ).toBeVisible();
    expect(
      within(await figure('Taxa de check-in')).getByText('Nenhum evento encerrado com pessoas confirmadas'),
    ).toBeVisible();
  });

  it('says one RSVP in the singular', async () => {
    serve(
      makeOrganizingStats({
        days: makeDays('2026-02-02', 30, (i) => (i === 29 ? { rsvps: 1, seated: 1 } : {})),
      }),
    );
    renderWithProviders(<OrganizingNumbers />);
    expect(
      within(await figure('Confirmações ao longo do tempo')).getByText('1 confirmação nos últimos 30 dias'),
    ).toBeVisible();
  });
});
