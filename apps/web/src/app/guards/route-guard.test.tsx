import { act, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, type SessionActions, SessionProvider } from '../../lib/session/session-context.tsx';
import { meFixture } from '../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../test/render.tsx';
import { dismissToast } from '../../ui/toast/toast-store.ts';
import { Toaster } from '../../ui/toast/toaster.tsx';
import { RouteGuard, STAFF_SESSION_MAX_AGE_MS } from './route-guard.tsx';

const user: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };
const admin: Session = { ...user, role: 'admin' } as Session;
const moderator: Session = { ...user, role: 'moderator' } as Session;

function renderAdmin(session: Session, path = '/admin/themes', actions?: SessionActions) {
  return renderRoutes(
    [
      {
        element: (
          <SessionProvider session={session} {...(actions ? { actions } : {})}>
            <Outlet />
            <Toaster />
          </SessionProvider>
        ),
        children: [
          { path: '/', element: <p>início</p> },
          { path: '/login', element: <p>login</p> },
          { path: '/auth', element: <p>auth</p> },
          {
            element: <RouteGuard access="admin" />,
            children: [{ path: '/admin/themes', element: <p>temas</p> }],
          },
          {
            element: <RouteGuard access="moderation" />,
            children: [{ path: '/admin/event-reports', element: <p>denúncias</p> }],
          },
          {
            element: <RouteGuard access="signed-in" />,
            children: [{ path: '/profile', element: <p>perfil</p> }],
          },
        ],
      },
    ],
    path,
  );
}

afterEach(() => dismissToast());

describe('RouteGuard', () => {
  it("sends a non-admin to / with 'Acesso Negado'", async () => {
    const { router } = renderAdmin(user);
    expect(await screen.findByText('início')).toBeInTheDocument();
    const toast = (await screen.findByText('Acesso Negado')).closest('[data-testid="toast"]');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor on the admin area to /login, replacing the entry', async () => {
    const { router } = renderAdmin({ status: 'visitor' });
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets an admin in, without a toast', async () => {
    renderAdmin(admin);
    expect(await screen.findByText('temas')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const open = screen.queryAllByTestId('toast').filter((t) => t.dataset.state === 'open');
    expect(open).toHaveLength(0);
  });

  it('lets a moderator into the reports queue, and an admin too', async () => {
    renderAdmin(moderator, '/admin/event-reports');
    expect(await screen.findByText('denúncias')).toBeInTheDocument();
  });

  it('lets an admin into the reports queue', async () => {
    renderAdmin(admin, '/admin/event-reports');
    expect(await screen.findByText('denúncias')).toBeInTheDocument();
  });

  it("sends a moderator elsewhere in the admin area to / with 'Acesso Negado'", async () => {
    const { router } = renderAdmin(moderator);
    // The toast store outlives each test: the previous refusal may still be leaving the screen.
    await waitFor(() => expect(screen.getByText('Acesso Negado')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it("sends a user on the reports queue to / with 'Acesso Negado', and a visitor to /login", async () => {
    const { router } = renderAdmin(user, '/admin/event-reports');
    await waitFor(() => expect(screen.getByText('Acesso Negado')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    act(() => dismissToast());
    const visitor = renderAdmin({ status: 'visitor' }, '/admin/event-reports');
    await act(async () => {});
    expect(visitor.router.state.location.pathname).toBe('/login');
  });

  it('reads the session again on entering a staff route (not on other guarded pages)', async () => {
    const revalidate = vi.fn();
    const actions: SessionActions = { refresh: async () => admin, signOut: async () => {}, revalidate };
    const { router } = renderAdmin(admin, '/profile', actions);
    expect(await screen.findByText('perfil')).toBeInTheDocument();
    expect(revalidate).not.toHaveBeenCalled();
    await act(() => router.navigate('/admin/themes'));
    expect(await screen.findByText('temas')).toBeInTheDocument();
    expect(revalidate).toHaveBeenCalledWith(STAFF_SESSION_MAX_AGE_MS);
    await act(() => router.navigate('/admin/event-reports'));
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it('sends a visitor on a signed-in page to /auth remembering where they were going', async () => {
    const { router } = renderAdmin({ status: 'visitor' }, '/profile?tab=x');
    expect(await screen.findByText('auth')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%3Ftab%3Dx');
  });

  it('renders nothing while a consent is pending', async () => {
    renderAdmin({ status: 'needs-consent', me: meFixture({}, { pendingConsents: ['terms'] }) }, '/profile');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('perfil')).toBeNull();
    expect(screen.queryByText('auth')).toBeNull();
  });
});

/** A session that the test can change from outside, like a sign-out would. */
let setOuterSession: (session: Session) => void = () => {};
function ChangeableSession({ initial, children }: { initial: Session; children: ReactNode }) {
  const [session, setSession] = useState(initial);
  setOuterSession = setSession;
  return <SessionProvider session={session}>{children}</SessionProvider>;
}

const never = new Promise<never>(() => {});
function StillLoading(): never {
  throw never;
}

describe('RouteGuard while the app is leaving the page', () => {
  it('does not send the new visitor to /auth from a page the router has already left', async () => {
    const { router } = renderRoutes(
      [
        {
          element: (
            <ChangeableSession initial={user}>
              <Suspense fallback={<p>carregando</p>}>
                <Outlet />
              </Suspense>
            </ChangeableSession>
          ),
          children: [
            { path: '/', element: <StillLoading /> },
            { path: '/auth', element: <p>auth</p> },
            {
              element: <RouteGuard access="signed-in" />,
              children: [{ path: '/profile', element: <p>perfil</p> }],
            },
          ],
        },
      ],
      '/profile',
    );
    expect(await screen.findByText('perfil')).toBeInTheDocument();
    // The next page suspends inside the navigation's transition, so /profile stays on screen.
    await act(() => router.navigate('/', { replace: true }));
    expect(router.state.location.pathname).toBe('/');
    act(() => setOuterSession({ status: 'visitor' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(router.state.location.pathname).toBe('/');
  });
});
