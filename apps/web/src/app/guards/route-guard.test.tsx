import { act, screen } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Session, SessionProvider } from '../../lib/session/session-context.tsx';
import { meFixture } from '../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../test/render.tsx';
import { dismissToast } from '../../ui/toast/toast-store.ts';
import { Toaster } from '../../ui/toast/toaster.tsx';
import { RouteGuard } from './route-guard.tsx';

const user: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };
const admin: Session = { ...user, role: 'admin' } as Session;

function renderAdmin(session: Session, path = '/admin/themes') {
  return renderRoutes(
    [
      {
        element: (
          <SessionProvider session={session}>
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
