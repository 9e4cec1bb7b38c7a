import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '../../lib/routing/app-route.ts';
import { type Session, SessionProvider } from '../../lib/session/session-context.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { toGuardedRouteObjects } from '../routes/app-route-objects.tsx';
import { AppLayout } from './app-layout.tsx';

const visitor: Session = { status: 'visitor' };
const member: Session = { status: 'authenticated', profileComplete: true, role: 'user' };

const page = (text: string) => async () => ({ Component: () => <p>{text}</p> });
const pages: AppRoute[] = [
  { path: 'events', access: 'public', lazy: page('lista') },
  { path: 'about', access: 'public', lazy: page('sobre') },
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

describe('AppLayout', () => {
  it('gives a visitor on /events at 375 px the top bar and the bottom navigation', async () => {
    renderAt('/events', 375, visitor);
    await screen.findByText('lista');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Eventos')).toHaveAttribute('id', 'app-header-title');
    expect(within(bar).queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Acesso' })).toHaveAttribute('href', '/auth');
    expect(within(bar).getByRole('link', { name: 'Eventos — página inicial' })).toHaveAttribute('href', '/');
    const bottom = screen.getByRole('navigation', { name: 'Navegação inferior' });
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
    const sidebar = screen.getByRole('complementary', { name: 'Menu lateral' });
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

  it('starts the sidebar collapsed on tablet', async () => {
    renderAt('/profile', 800, member);
    await screen.findByText('perfil');
    expect(screen.getByRole('complementary', { name: 'Menu lateral' })).toHaveClass('w-20');
  });

  it('opens the nested entries of a bottom tab', async () => {
    renderAt('/profile', 375, member);
    await screen.findByText('perfil');
    const bottom = screen.getByRole('navigation', { name: 'Navegação inferior' });
    fireEvent.click(within(bottom).getByRole('button', { name: 'Meus eventos' }));
    const menu = within(bottom).getByRole('region', { name: 'Meus eventos' });
    expect(within(menu).getByRole('link', { name: 'Participando' })).toHaveAttribute(
      'href',
      '/participating',
    );
    expect(within(menu).getByRole('link', { name: 'Organizando' })).toHaveAttribute('href', '/organizing');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(within(bottom).queryByRole('region')).toBeNull();
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
