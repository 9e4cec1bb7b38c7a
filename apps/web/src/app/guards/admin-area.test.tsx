import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Session, SessionProvider } from '../../lib/session/session-context.tsx';
import { meFixture } from '../../lib/session/testing/me-fixture.ts';
import { jsonResponse, stubFetch } from '../../test/http.ts';
import { renderRoutes } from '../../test/render.tsx';
import { dismissToast } from '../../ui/toast/toast-store.ts';
import { Toaster } from '../../ui/toast/toaster.tsx';
import { routes } from '../router.tsx';

const user: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };
const admin: Session = { ...user, role: 'admin' } as Session;
const moderator: Session = { ...user, role: 'moderator' } as Session;
const slow = { timeout: 5_000 };

function renderApp(path: string, session: Session) {
  stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
  return renderRoutes(
    [
      {
        element: (
          <SessionProvider session={session}>
            <Outlet />
            <Toaster />
          </SessionProvider>
        ),
        children: routes,
      },
    ],
    path,
  );
}

afterEach(() => dismissToast());

describe('the admin area in the route table', () => {
  it('sends a visitor to /login, which leads on to /auth', async () => {
    const { router } = renderApp('/admin/themes', { status: 'visitor' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), slow);
  });

  it("sends a user to / with 'Acesso Negado'", async () => {
    const { router } = renderApp('/admin', user);
    expect(await screen.findByText('Acesso Negado', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });

  it('lets an admin through to the admin area', async () => {
    const { router } = renderApp('/admin', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Administração' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows an admin the not-found page on an admin path that is no page', async () => {
    const { router } = renderApp('/admin/nao-existe', admin);
    expect(await screen.findByText('Erro 404', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/nao-existe');
  });

  it('lets a moderator into the reports queue, with only that page among the tabs', async () => {
    const { router } = renderApp('/admin/event-reports', moderator);
    const tabs = await screen.findByRole('navigation', { name: 'Páginas da administração' }, slow);
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/event-reports']);
    expect(router.state.location.pathname).toBe('/admin/event-reports');
  });

  it("sends a moderator elsewhere in the admin area to / with 'Acesso Negado'", async () => {
    const { router } = renderApp('/admin/permissions', moderator);
    await waitFor(() => expect(screen.getByText('Acesso Negado')).toBeInTheDocument(), slow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });

  it("sends a user on the reports queue to / with 'Acesso Negado'", async () => {
    const { router } = renderApp('/admin/event-reports', user);
    await waitFor(() => expect(screen.getByText('Acesso Negado')).toBeInTheDocument(), slow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });
});
