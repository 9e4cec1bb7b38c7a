import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeAttendance, organizingItem, participatingItem } from '../testing/my-events-fixtures.ts';
import { ParticipatingPage } from './participating-page.tsx';

const slow = { timeout: 3_000 };

function renderPage(path = '/participating') {
  return renderRoutes([{ path: '/participating', element: <ParticipatingPage /> }], path);
}

const going = participatingItem(
  { name: 'Roda de Samba', slug: 'roda-de-samba', startDatetime: '2026-03-14T22:00:00.000Z' },
  makeAttendance({ status: 'going', ticketCode: 'K7MQ2XH9PA' }),
);
const waitlisted = participatingItem(
  { name: 'Sarau no Parque' },
  makeAttendance({ status: 'waitlisted', ticketCode: null, waitlistPosition: 2 }),
);
const checkedIn = participatingItem(
  { name: 'Feira de Livros' },
  makeAttendance({ status: 'checked_in', ticketCode: 'ZX4RT8WQ3N', checkedInAt: '2026-03-14T22:05:00.000Z' }),
);
const interested = participatingItem({ name: 'Cine ao Ar Livre' }, null, true);

function cardOf(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('ParticipatingPage', () => {
  it('says it is loading while the list is on its way', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus eventos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.getByRole('tab', { name: 'Participando' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Próximos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leads to the events list when there is nothing upcoming', async () => {
    const requests: URL[] = [];
    stubFetch((url) => {
      requests.push(url);
      return jsonResponse({ items: [], nextCursor: null });
    });
    renderPage();
    expect(await screen.findByText('Nenhum evento por vir', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar eventos' })).toHaveAttribute('href', '/events');
    expect(requests[0]?.pathname).toBe('/api/v1/me/participating');
    expect(requests[0]?.searchParams.get('when')).toBe('upcoming');
  });

  it('shows each event with my status, the calendar file and the ticket only with a seat', async () => {
    stubFetch(() => jsonResponse({ items: [going, waitlisted, checkedIn, interested], nextCursor: null }));
    renderPage();
    await screen.findByRole('link', { name: 'Roda de Samba' }, slow);

    expect(within(cardOf('Roda de Samba')).getByText('Confirmado')).toBeInTheDocument();
    expect(within(cardOf('Sarau no Parque')).getByText('Lista de espera (posição 2)')).toBeInTheDocument();
    expect(within(cardOf('Feira de Livros')).getByText('Presença registrada')).toBeInTheDocument();
    expect(within(cardOf('Cine ao Ar Livre')).getByText('Interessado')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Roda de Samba' })).toHaveAttribute(
      'href',
      '/events/roda-de-samba',
    );
    expect(within(cardOf('Roda de Samba')).getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute(
      'href',
      `/api/v1/events/${going.event.id}/calendar.ics`,
    );
    expect(within(cardOf('Roda de Samba')).getByRole('button', { name: 'Ver ingresso' })).toBeInTheDocument();
    expect(
      within(cardOf('Feira de Livros')).getByRole('button', { name: 'Ver ingresso' }),
    ).toBeInTheDocument();
    expect(within(cardOf('Sarau no Parque')).queryByRole('button', { name: 'Ver ingresso' })).toBeNull();
    expect(within(cardOf('Cine ao Ar Livre')).queryByRole('button', { name: 'Ver ingresso' })).toBeNull();
    // No ticket code on the page until the ticket opens.
    expect(document.body).not.toHaveTextContent('K7MQ2XH9PA');
  });

  it('opens the ticket: QR code of the code, the code in large letters, the event and a note', async () => {
    stubFetch(() => jsonResponse({ items: [going, checkedIn], nextCursor: null }));
    renderPage();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Roda de Samba' }, slow)).getByRole('button', {
        name: 'Ver ingresso',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Roda de Samba' });
    const qr = await within(dialog).findByRole('img', { name: 'QR code do ingresso K7MQ2XH9PA' }, slow);
    // Ten characters fit a version 1 code: 21 modules and a quiet zone of 4 on each side.
    expect(qr).toHaveAttribute('viewBox', '0 0 29 29');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(within(dialog).getByTestId('ticket-code')).toHaveTextContent('K7MQ2XH9PA');
    expect(within(dialog).getByText('sáb., 14 de mar. de 2026, 19:00')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/a organização escaneia este QR code/);
    const firstPath = qr.querySelector('path')?.getAttribute('d');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(cardOf('Feira de Livros')).getByRole('button', { name: 'Ver ingresso' }));
    const other = await screen.findByRole('dialog', { name: 'Feira de Livros' });
    const otherQr = await within(other).findByRole('img', { name: 'QR code do ingresso ZX4RT8WQ3N' }, slow);
    expect(otherQr.querySelector('path')?.getAttribute('d')).not.toBe(firstPath);
    expect(within(other).getByText(/^Presença registrada em /)).toBeInTheDocument();
  });

  it('asks the past events on Anteriores and the next page on Carregar mais', async () => {
    const requests: URL[] = [];
    stubFetch((url) => {
      requests.push(url);
      if (url.searchParams.get('when') === 'past') {
        return url.searchParams.get('cursor') === 'c2'
          ? jsonResponse({
              items: [participatingItem({ name: 'Bloco de 2025' }, makeAttendance())],
              nextCursor: null,
            })
          : jsonResponse({
              items: [participatingItem({ name: 'Show de 2025' }, makeAttendance())],
              nextCursor: 'c2',
            });
      }
      return jsonResponse({ items: [going], nextCursor: null });
    });
    renderPage();
    await screen.findByRole('link', { name: 'Roda de Samba' }, slow);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    const past = screen.getByRole('tab', { name: 'Anteriores' });
    fireEvent.mouseDown(past);
    expect(await screen.findByRole('link', { name: 'Show de 2025' }, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Bloco de 2025' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show de 2025' })).toBeInTheDocument();
    expect(requests.map((url) => url.search)).toEqual([
      '?when=upcoming',
      '?when=past',
      '?when=past&cursor=c2',
    ]);
  });

  it('says why when the list cannot load, and tries again', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? problemResponse(500, { title: 'x', code: 'internal.error', detail: 'Erro interno do servidor.' })
        : jsonResponse({ items: [going], nextCursor: null }),
    );
    renderPage();
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Não foi possível carregar seus eventos');
    expect(alert).toHaveTextContent('Erro interno do servidor.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Roda de Samba' }, slow)).toBeInTheDocument();
  });

  it('opens the organising tab from ?mainTab=organizing and keeps the tab in the address', async () => {
    stubFetch((url) =>
      url.pathname === '/api/v1/me/organizing'
        ? jsonResponse({
            items: [organizingItem({ name: 'Oficina de Cerâmica' }, { going: 3 })],
            nextCursor: null,
          })
        : jsonResponse({ items: [], nextCursor: null }),
    );
    const { router } = renderPage('/participating?mainTab=organizing');
    expect(await screen.findByRole('heading', { name: 'Oficina de Cerâmica' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Organizando' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Participando' }));
    expect(await screen.findByText('Nenhum evento por vir', {}, slow)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mainTab=participating');
  });
});
