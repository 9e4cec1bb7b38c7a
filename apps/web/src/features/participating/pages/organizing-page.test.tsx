import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { organizingItem } from '../testing/my-events-fixtures.ts';
import { OrganizingPage } from './organizing-page.tsx';

const slow = { timeout: 3_000 };

function renderPage() {
  return renderRoutes([{ path: '/organizing', element: <OrganizingPage /> }], '/organizing');
}

describe('OrganizingPage', () => {
  it('says it is loading, with the published events asked first', async () => {
    const requests: URL[] = [];
    stubFetch((url) => {
      requests.push(url);
      return new Promise<Response>(() => {});
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eventos que organizo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(
      screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['Rascunhos', 'false'],
      ['Publicados', 'true'],
      ['Cancelados', 'false'],
      ['Anteriores', 'false'],
    ]);
    expect(requests[0]?.pathname).toBe('/api/v1/me/organizing');
    expect(requests[0]?.searchParams.get('state')).toBe('published');
  });

  it('shows each event with going, capacity, waitlist and check-in counts, and links to it and its edit page', async () => {
    const full = organizingItem(
      { name: 'Roda de Samba', slug: 'roda-de-samba' },
      { going: 40, capacity: 40, waitlisted: 3, checkedIn: 12 },
    );
    const open = organizingItem({ name: 'Sarau no Parque', slug: 'sarau' }, { going: 1250, capacity: null });
    stubFetch(() => jsonResponse({ items: [full, open], nextCursor: null }));
    renderPage();

    const samba = await screen.findByRole('article', { name: 'Roda de Samba' }, slow);
    expect(within(samba).getByTestId('count-going')).toHaveTextContent('40');
    expect(within(samba).getByTestId('count-capacity')).toHaveTextContent('40');
    expect(within(samba).getByTestId('count-waitlisted')).toHaveTextContent('3');
    expect(within(samba).getByTestId('count-checked-in')).toHaveTextContent('12');
    expect(within(samba).getByText('40 de 40 vagas ocupadas')).toBeInTheDocument();
    expect(within(samba).getByTestId('seats-bar')).toHaveStyle({ width: '100%' });
    expect(within(samba).getByRole('link', { name: 'Ver evento' })).toHaveAttribute(
      'href',
      '/events/roda-de-samba',
    );
    expect(within(samba).getByRole('link', { name: 'Editar Roda de Samba' })).toHaveAttribute(
      'href',
      `/events/${full.event.id}/edit`,
    );

    const sarau = screen.getByRole('article', { name: 'Sarau no Parque' });
    expect(within(sarau).getByTestId('count-going')).toHaveTextContent('1.250');
    expect(within(sarau).getByTestId('count-capacity')).toHaveTextContent('Sem limite');
    expect(within(sarau).queryByTestId('seats-bar')).toBeNull();
  });

  it('asks each state on its tab, and leads to creating an event when one is empty', async () => {
    const requests: string[] = [];
    stubFetch((url) => {
      requests.push(url.searchParams.get('state') ?? '');
      return url.searchParams.get('state') === 'draft'
        ? jsonResponse({ items: [], nextCursor: null })
        : jsonResponse({ items: [organizingItem({ name: 'Feira' })], nextCursor: null });
    });
    renderPage();
    await screen.findByRole('article', { name: 'Feira' }, slow);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Rascunhos' }));
    expect(await screen.findByText('Nenhum rascunho', {}, slow)).toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'Criar evento' });
    expect(create.map((link) => link.getAttribute('href'))).toEqual(['/events/create', '/events/create']);
    expect(requests).toEqual(['published', 'draft']);
  });
});
