import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppRoute } from '../../lib/routing/app-route.ts';
import { type Session, SessionProvider } from '../../lib/session/session-context.tsx';
import { meFixture } from '../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../test/render.tsx';
import { toGuardedRouteObjects } from '../routes/app-route-objects.tsx';
import { AppLayout } from './app-layout.tsx';

const visitor: Session = { status: 'visitor' };
const member: Session = { status: 'authenticated', profileComplete: true, role: 'user' };
const admin: Session = { status: 'authenticated', profileComplete: true, role: 'admin' };
const consentPending: Session = {
  status: 'needs-consent',
  me: meFixture({}, { pendingConsents: ['terms'] }),
};

const page = (text: string) => async () => ({ Component: () => <p>{text}</p> });
const pages: AppRoute[] = [
  { path: 'events', access: 'public', lazy: page('lista') },
  { path: 'about', access: 'public', lazy: page('sobre') },
  { path: 'terms', access: 'public', lazy: page('termos') },
  { path: 'events/:slug', access: 'public', lazy: page('detalhe') },
  { path: 'events/create', access: 'complete-profile', lazy: page('criar') },
  { path: 'profile', access: 'signed-in', lazy: page('perfil') },
  { path: 'events/:id/live', access: 'complete-profile', chrome: 'none', lazy: page('ao vivo') },
  { path: 'auth', access: 'public', lazy: page('entrar') },
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function renderAt(path: string, width: number, session: Session) {
  setWidth(width);
  const shell = (children: ReactNode) => <SessionProvider session={session}>{children}</SessionProvider>;
  const routes: RouteObject[] = [{ element: shell(<AppLayout />), children: toGuardedRouteObjects(pages) }];
  return renderRoutes(routes, path);
}

afterEach(() => setWidth(1024));

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

describe('AppLayout', () => {
  it('gives a visitor on /events at 375 px the top bar and the bottom navigation', async () => {
    renderAt('/events', 375, visitor);
    await screen.findByText('lista');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Eventos')).toHaveAttribute('id', 'app-header-title');
    expect(within(bar).queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Acesso' })).toHaveAttribute('href', '/auth');
    expect(within(bar).getByRole('link', { name: 'Eventos — página inicial' })).toHaveAttribute('href', '/');
    const bottom = await screen.findByRole('navigation', { name: 'Navegação inferior' });
    expect(within(bottom).getByRole('link', { name: 'Eventos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('gives a visitor on /about at 1280 px the top bar with a back button, and nothing else', async () => {
    renderAt('/about', 1280, visitor);
    await screen.findByText('sobre');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(document.getElementById('app-header-title')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Navegação inferior' })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows no Access button on /auth', async () => {
    renderAt('/auth', 375, visitor);
    await screen.findByText('entrar');
    expect(screen.queryByRole('link', { name: 'Acesso' })).toBeNull();
  });

  it('gives a signed-in user on desktop the expanded sidebar and no top bar; the toggle collapses it', async () => {
    renderAt('/profile', 1280, member);
    await screen.findByText('perfil');
    expect(screen.queryByRole('banner')).toBeNull();
    const sidebar = await screen.findByRole('complementary', { name: 'Menu lateral' });
    expect(sidebar).toHaveClass('w-48');
    expect(within(sidebar).getByRole('link', { name: 'Eventos — página inicial' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(within(sidebar).getByRole('link', { name: /Perfil/ })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Recolher menu' }));
    expect(sidebar).toHaveClass('w-20');
    expect(within(sidebar).getByRole('button', { name: 'Expandir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it.each([
    ['/events', 'lista'],
    ['/events/roda-de-samba', 'detalhe'],
    ['/about', 'sobre'],
    ['/terms', 'termos'],
    ['/events/create', 'criar'],
  ])('keeps the sidebar for a signed-in user on desktop on %s (issue 13)', async (path, text) => {
    renderAt(path, 1280, member);
    await screen.findByText(text);
    expect(await screen.findByRole('complementary', { name: 'Menu lateral' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('keeps the bottom navigation for a signed-in user on a phone on a public page', async () => {
    renderAt('/about', 375, member);
    await screen.findByText('sobre');
    expect(await screen.findByRole('navigation', { name: 'Navegação inferior' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acesso' })).toBeNull();
  });

  it('lists only pages that exist in the sidebar; an entry with its own page lists its children beside it', async () => {
    renderAt('/profile', 1280, admin);
    await screen.findByText('perfil');
    const sidebar = await screen.findByRole('complementary', { name: 'Menu lateral' });
    for (const [name, href] of [
      ['Grupos', '/groups'],
      ['Social', '/social'],
      ['Meus eventos', '/participating'],
      ['Notificações', '/profile/notifications'],
      ['Administração', '/admin'],
    ] as const)
      expect(within(sidebar).getByRole('link', { name }), name).toHaveAttribute('href', href);
    const mine = within(sidebar).getByRole('button', { name: 'Mostrar opções de Meus eventos' });
    expect(mine).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(mine);
    expect(mine).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['Participando', '/participating'],
      ['Organizando', '/organizing'],
      ['Criar evento', '/events/create'],
    ] as const)
      expect(within(sidebar).getByRole('link', { name }), name).toHaveAttribute('href', href);
    // One list open at a time: the profile's closed when 'Meus eventos' opened.
    expect(within(sidebar).queryByRole('link', { name: 'Alterar senha' })).toBeNull();
  });

  it('keeps an entry with its own page a link in the collapsed sidebar', async () => {
    renderAt('/profile', 800, member);
    await screen.findByText('perfil');
    const sidebar = await screen.findByRole('complementary', { name: 'Menu lateral' });
    expect(within(sidebar).getByRole('link', { name: 'Meus eventos' })).toHaveAttribute(
      'href',
      '/participating',
    );
    expect(within(sidebar).queryByRole('button', { name: 'Mostrar opções de Meus eventos' })).toBeNull();
  });

  it.each([
    ['someone signed in with a consent pending', consentPending],
    ['anyone while the session is being read', { status: 'loading' } as Session],
  ])('offers no Access button on /terms to %s', async (_who, session) => {
    renderAt('/terms', 375, session);
    await screen.findByText('termos');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acesso' })).toBeNull();
  });

  it('links the site pages in the footer, for a visitor too', async () => {
    renderAt('/about', 1280, visitor);
    await screen.findByText('sobre');
    const footer = screen.getByRole('navigation', { name: 'Links do site' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/help', '/contact', '/terms', '/privacy', '/cookies']);
  });

  it('starts the sidebar collapsed on tablet', async () => {
    renderAt('/profile', 800, member);
    await screen.findByText('perfil');
    expect(await screen.findByRole('complementary', { name: 'Menu lateral' })).toHaveClass('w-20');
  });

  it('opens the nested entries of a bottom tab, only those whose page exists', async () => {
    renderAt('/profile', 375, member);
    await screen.findByText('perfil');
    const bottom = await screen.findByRole('navigation', { name: 'Navegação inferior' });
    fireEvent.click(within(bottom).getByRole('button', { name: 'Meus eventos' }));
    const menu = await within(bottom).findByRole('region', { name: 'Meus eventos' });
    expect(within(menu).getByRole('link', { name: 'Criar evento' })).toHaveAttribute(
      'href',
      '/events/create',
    );
    expect(within(menu).getByRole('link', { name: 'Meus locais' })).toHaveAttribute('href', '/locations');
    // Issue 16 built participating and organizing.
    expect(within(menu).getByRole('link', { name: 'Participando' })).toHaveAttribute(
      'href',
      '/participating',
    );
    expect(within(menu).getByRole('link', { name: 'Organizando' })).toHaveAttribute('href', '/organizing');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(within(bottom).queryByRole('region')).toBeNull();
  });

  it('shows the social tab with its entries (issue 18), and only built profile entries', async () => {
    renderAt('/profile', 375, admin);
    await screen.findByText('perfil');
    const bottom = await screen.findByRole('navigation', { name: 'Navegação inferior' });
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
    fireEvent.keyDown(within(bottom).getByRole('region', { name: 'Social' }), { key: 'Escape' });
    fireEvent.click(within(bottom).getByRole('button', { name: 'Perfil' }));
    const menu = await within(bottom).findByRole('region', { name: 'Perfil' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/profile',
      '/profile/edit',
      '/change-password',
      '/profile/notifications',
      '/security-privacy',
      '/contact',
      '/about',
      '/admin',
    ]);
  });

  it('marks the tab that offers the page as current (Meus eventos on /events/create)', async () => {
    renderAt('/events/create', 375, member);
    await screen.findByText('criar');
    const bottom = await screen.findByRole('navigation', { name: 'Navegação inferior' });
    expect(within(bottom).getByRole('link', { name: 'Eventos' })).not.toHaveAttribute('aria-current');
    expect(
      within(bottom).getByRole('button', { name: 'Meus eventos' }).querySelector('.bg-primary-container'),
    ).not.toBeNull();
  });

  it('shows no bars on a chrome-less route (live mode)', async () => {
    renderAt('/events/abc/live', 375, member);
    await screen.findByText('ao vivo');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends a visitor on a protected page to /auth, remembering where they were going', async () => {
    const { router } = renderAt('/profile?tab=x', 375, visitor);
    await screen.findByText('entrar');
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%3Ftab%3Dx');
  });

  it('hides the top bar when scrolling down past 32 px and shows it on the way up', async () => {
    renderAt('/events', 375, visitor);
    await screen.findByText('lista');
    // The bar's state may commit a moment later on a loaded machine (a translation still loading).
    const barHidden = (value: 'true' | 'false') =>
      waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-hidden', value));
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(20);
    await barHidden('false');
    scrollTo(120);
    await barHidden('true');
    scrollTo(80);
    await barHidden('false');
    scrollTo(0);
  });
});
