import { monthWindow } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent, makePage } from '../../../../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../../../../test/http.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { userTimeZone } from '../../lib/user-time-zone.ts';
import { EventsPage } from '../../pages/events-page.tsx';

function renderAt(url: string) {
  return renderRoutes([{ path: '/events', element: <EventsPage /> }], url);
}

/** The calendar's chunk loads on demand: slow on a busy machine. */
const LAZY = { timeout: 5_000 };

/** Noon UTC: the same calendar day in every zone from UTC−11 to UTC+11. */
const noon = (day: string) => `${day}T12:00:00.000Z`;

describe('calendar view', () => {
  it('asks for the whole month in pages of 50, following the cursor, and places events on their days', async () => {
    const march = monthWindow(2026, 3, userTimeZone());
    const fetch = stubFetch((url) =>
      url.searchParams.get('cursor') === 'c2'
        ? jsonResponse(makePage([makeEvent({ name: 'Maracatu', startDatetime: noon('2026-03-14') })]))
        : jsonResponse(
            makePage(
              [
                makeEvent({ name: 'Frevo', startDatetime: noon('2026-03-14') }),
                makeEvent({ name: 'Choro', startDatetime: noon('2026-03-20') }),
              ],
              'c2',
            ),
          ),
    );
    renderAt('/events?view=calendar&month=2026-03&category=arts_culture');

    expect(
      await screen.findByRole('heading', { name: /março de 2026/i, level: 2 }, LAZY),
    ).toBeInTheDocument();
    const day = await screen.findByRole('button', { name: 'sábado, 14 de março — eventos: 2' });
    expect(screen.getByRole('button', { name: 'sexta-feira, 20 de março — eventos: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'domingo, 15 de março' })).toBeInTheDocument();

    expect(fetch).toHaveBeenCalledTimes(2);
    const first = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(first)).toEqual({
      limit: '50',
      category: 'arts_culture',
      from: march.from,
      to: march.to,
    });
    const second = new URL(String(fetch.mock.calls[1]?.[0]), 'http://localhost').searchParams;
    expect(second.get('cursor')).toBe('c2');

    fireEvent.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('region', { name: /14 de março de 2026/ });
    expect(within(list).getByRole('link', { name: 'Frevo' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Maracatu' })).toBeInTheDocument();
  });

  it('stops following the cursor after a few pages and says so', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return jsonResponse(makePage([makeEvent({ startDatetime: noon('2026-03-02') })], `c${calls + 1}`));
    });
    renderAt('/events?view=calendar&month=2026-03');
    expect(await screen.findByText(/eventos demais neste mês/, {}, LAZY)).toBeInTheDocument();
    expect(calls).toBe(4);
  });

  it('moves to the previous and next month through the URL', async () => {
    const fetch = stubFetch(() => jsonResponse(makePage([])));
    const { router } = renderAt('/events?view=calendar&month=2026-01');
    await screen.findByRole('heading', { name: /janeiro de 2026/i, level: 2 }, LAZY);

    fireEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(
      await screen.findByRole('heading', { name: /dezembro de 2025/i, level: 2 }, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=calendar&month=2025-12');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(
      await screen.findByRole('heading', { name: /fevereiro de 2026/i, level: 2 }, LAZY),
    ).toBeInTheDocument();

    const december = monthWindow(2025, 12, userTimeZone());
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url]) => new URL(String(url), 'http://localhost').searchParams.get('from') === december.from,
        ),
      ).toBe(true),
    );
  });

  it('starts the weeks on Sunday in pt-BR', async () => {
    stubFetch(() => jsonResponse(makePage([])));
    renderAt('/events?view=calendar&month=2026-04');
    await screen.findByRole('heading', { name: /abril de 2026/i, level: 2 }, LAZY);
    const days = screen.getAllByRole('listitem', { hidden: true });
    // 1 April 2026 is a Wednesday: three days of March come first (Sunday to Tuesday).
    const shownDay = (item: HTMLElement) =>
      (item.querySelector('button > [aria-hidden="true"]') ?? item).textContent?.trim();
    expect(days.slice(0, 4).map(shownDay)).toEqual(['29', '30', '31', '1']);
  });
});
