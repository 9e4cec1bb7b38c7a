import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteGuard } from '../../../app/guards/route-guard.tsx';
import { SessionProvider } from '../../../lib/session/session-context.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { appLinksRoutes } from '../routes.tsx';

function Landed({ page }: { page: string }) {
  const location = useLocation();
  const params = useParams();
  return (
    <h1>
      {page} {Object.values(params).join(',')} {location.search}
    </h1>
  );
}

/** The feature's own routes (as the app registers them) and the pages they may send people to. */
function renderAt(url: string) {
  return renderRoutes(
    [
      ...appLinksRoutes.map(({ path, lazy }) => ({ path: `/${path}`, lazy })),
      { path: '/events', element: <Landed page="Eventos" /> },
      { path: '/events/create', element: <Landed page="Criar" /> },
      { path: '/events/:slug', element: <Landed page="Evento" /> },
      { path: '/groups/:id', element: <Landed page="Grupo" /> },
      { path: '/user/:username', element: <Landed page="Pessoa" /> },
      { path: '*', element: <Landed page="Fora" /> },
    ],
    url,
  );
}

const ORIGIN = window.location.origin;
const GROUP_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('/protocol/*', () => {
  it.each([
    [
      '/protocol/web%2Beventos%3A%2F%2Fevent%2Froda-de-samba',
      'Evento roda-de-samba',
      '/events/roda-de-samba',
    ],
    ['/protocol/web%2Beventos%3Aevent%2Froda-de-samba', 'Evento roda-de-samba', '/events/roda-de-samba'],
    ['/protocol/event/roda-de-samba', 'Evento roda-de-samba', '/events/roda-de-samba'],
    [`/protocol/web%2Beventos%3A%2F%2Fgroup%2F${GROUP_ID}`, `Grupo ${GROUP_ID}`, `/groups/${GROUP_ID}`],
    ['/protocol/web%2Beventos%3A%2F%2Fuser%2Fmaria.silva', 'Pessoa maria.silva', '/user/maria.silva'],
  ])('%s opens %s in its place', async (url, heading, pathname) => {
    const { router } = renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pathname);
    // Replaced: going back does not land on the handler again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    '/protocol/javascript%3Aalert(1)',
    '/protocol/https%3A%2F%2Fevil.example%2Fevents%2Fx',
    '/protocol/web%2Beventos%3A%2F%2Fevent%2Fx%2F..%2F..%2Fadmin',
    '/protocol/web%2Beventos%3A%2F%2Fevil.example%2Fevent%2Fx',
    '/protocol/event',
    '/protocol/web%2Beventos%3A%2F%2Fadmin%2Fx',
  ])('%s is not recognised and stays put', async (url) => {
    const { router } = renderAt(url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link não reconhecido' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Este link não é do Eventos ou está incompleto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
    expect(router.state.location.pathname).toBe(url);
    // The page title is set by an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe('Link não reconhecido · Eventos'));
  });
});

describe('/share-target', () => {
  it('opens one of our pages when the shared link is one', async () => {
    const { router } = renderAt(
      `/share-target?${new URLSearchParams({ title: 'Roda', url: `${ORIGIN}/events/roda-de-samba?utm=x` })}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evento roda-de-samba' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/roda-de-samba');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('finds our link inside the shared text', async () => {
    const { router } = renderAt(
      `/share-target?${new URLSearchParams({ text: `Bora? ${ORIGIN}/groups/samba-da-vila` })}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Grupo samba-da-vila' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/groups/samba-da-vila');
  });

  it('shows anything else as text, with a search for it and an event started from it', async () => {
    const shared = {
      title: 'Show <b>na praça</b>',
      text: '<img src=x onerror="alert(1)"> Sábado às 20h',
      url: 'https://other.example/show',
    };
    const { router, container } = renderAt(`/share-target?${new URLSearchParams(shared)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compartilhado com o Eventos' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Compartilhado com o Eventos · Eventos'));
    expect(screen.getByText('Show <b>na praça</b>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="alert(1)"> Sábado às 20h')).toBeInTheDocument();
    expect(screen.getByText('https://other.example/show')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
    expect(router.state.location.pathname).toBe('/share-target');

    const search = screen.getByRole('link', { name: 'Buscar eventos' });
    expect(search).toHaveAttribute('href', `/events?${new URLSearchParams({ q: shared.title })}`);
    const create = new URL(
      screen.getByRole('link', { name: 'Criar evento com isto' }).getAttribute('href') ?? '',
      ORIGIN,
    );
    expect(create.pathname).toBe('/events/create');
    expect(Object.fromEntries(create.searchParams)).toEqual({
      draftName: shared.title,
      draftDescription: `${shared.text}\n\n${shared.url}`,
    });
  });

  it('searches by the text when nothing names the share', async () => {
    renderAt(`/share-target?${new URLSearchParams({ text: 'Feira de livros' })}`);
    expect(await screen.findByRole('link', { name: 'Buscar eventos' })).toHaveAttribute(
      'href',
      '/events?q=Feira+de+livros',
    );
  });

  it('sends a visitor who creates an event to sign in first, then back to the draft', async () => {
    const shared = new URLSearchParams({ title: 'Roda de samba', text: 'Sábado' });
    const { router } = renderRoutes(
      [
        {
          element: (
            <SessionProvider session={{ status: 'visitor' }}>
              <Outlet />
            </SessionProvider>
          ),
          children: [
            ...appLinksRoutes.map(({ path, lazy }) => ({ path: `/${path}`, lazy })),
            { path: '/auth', element: <Landed page="Acesso" /> },
            {
              element: <RouteGuard access="complete-profile" />,
              children: [{ path: '/events/create', element: <Landed page="Criar" /> }],
            },
          ],
        },
      ],
      `/share-target?${shared}`,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Criar evento com isto' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Acesso/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/events/create?draftName=Roda+de+samba&draftDescription=S%C3%A1bado',
    );
  });

  it('says when nothing came with the share', async () => {
    renderAt('/share-target');
    expect(await screen.findByText('Nada chegou junto com o compartilhamento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar eventos' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Criar evento com isto' })).toHaveAttribute(
      'href',
      '/events/create',
    );
  });
});
