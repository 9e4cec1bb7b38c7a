import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Session, SessionProvider } from '../../lib/session/session-context.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';

// The menus once every page of spec §2 is built: the domain's list switched fully on.
vi.mock('@eventos/domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@eventos/domain')>()),
  isPageBuilt: () => true,
}));

const user: Session = { status: 'authenticated', profileComplete: true, role: 'user' };
const admin: Session = { status: 'authenticated', profileComplete: true, role: 'admin' };
const moderator: Session = { status: 'authenticated', profileComplete: true, role: 'moderator' };

function renderAt(path: string, width: number, session: Session) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const routes: RouteObject[] = [
    {
      element: (
        <SessionProvider session={session}>
          <AppLayout />
        </SessionProvider>
      ),
      children: [{ path: '*', element: <p>página</p> }],
    },
  ];
  return renderRoutes(routes, path);
}

// The shell's lazy parts, loaded once up front: under load, a first transform can outlast findBy's
// one-second wait.
beforeAll(() =>
  Promise.all([
    import('./bottom-nav.tsx'),
    import('./bottom-nav-menu.tsx'),
    import('./sidebar.tsx'),
    import('../guards/route-guard.tsx'),
    import('../../features/notifications/components/notification-bell.tsx'),
  ]),
);

describe('menus with every page built', () => {
  it('brings back the four tabs of spec §2 and their nested entries', async () => {
    renderAt('/profile', 375, user);
    await screen.findByText('página');
    const bottom = await screen.findByRole('navigation', { name: 'Navegação inferior' }, { timeout: 5_000 });
    expect(
      within(bottom)
        .getAllByRole('listitem')
        .map((tab) => tab.textContent),
    ).toEqual(['Eventos', 'Meus eventos', 'Social', 'Perfil']);
    fireEvent.click(within(bottom).getByRole('button', { name: 'Social' }));
    expect(
      within(await within(bottom).findByRole('region', { name: 'Social' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/social?tab=timeline', '/social?tab=friends', '/social?tab=seguindo']);
  });

  it("ends the admin's profile entries with Administração, in the sidebar and the bottom menu", async () => {
    renderAt('/profile', 1280, admin);
    await screen.findByText('página');
    const sidebar = await screen.findByRole('complementary', { name: 'Menu lateral' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.at(-1)).toHaveTextContent('Administração');
    expect(links.at(-1)).toHaveAttribute('href', '/admin');
    expect(within(sidebar).getByRole('link', { name: 'Meus eventos' })).toHaveAttribute(
      'href',
      '/participating',
    );
  });

  it("leads a moderator's admin entry to the reports queue", async () => {
    renderAt('/profile', 1280, moderator);
    await screen.findByText('página');
    const sidebar = await screen.findByRole('complementary', { name: 'Menu lateral' });
    expect(within(sidebar).getByRole('link', { name: 'Administração' })).toHaveAttribute(
      'href',
      '/admin/event-reports',
    );
  });

  it('shows no admin entry to a user', async () => {
    renderAt('/profile', 1280, user);
    await screen.findByText('página');
    const sidebar = await screen.findByRole('complementary', { name: 'Menu lateral' });
    expect(within(sidebar).getByRole('link', { name: 'Notificações' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'Administração' })).toBeNull();
  });
});
