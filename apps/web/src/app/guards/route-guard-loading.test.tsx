import { AUTH_LOADING_TIMEOUT_MS } from '@eventos/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionProvider } from '../../lib/session/session-context.tsx';
import { meFixture } from '../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../test/render.tsx';
import { RouteGuard } from './route-guard.tsx';

function renderWhile(session: Session) {
  return renderRoutes(
    [
      {
        element: (
          <SessionProvider session={session}>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          {
            element: <RouteGuard access="complete-profile" />,
            children: [{ path: '/locations', element: <p>locais</p> }],
          },
        ],
      },
    ],
    '/locations',
  );
}

// The notice is its own chunk: have it loaded, so the 5 s count from the guard's first render.
beforeAll(() => import('./session-loading.tsx'));
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('RouteGuard while the session loads', () => {
  it('shows nothing at first and a loading error with a reload button after 5 s', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderWhile({ status: 'loading' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(AUTH_LOADING_TIMEOUT_MS - 100));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível conectar ao servidor. Verifique sua conexão.');
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByText('locais')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('never shows it while a consent is pending (the consent step shows instead)', async () => {
    renderWhile({ status: 'needs-consent', me: meFixture({}, { pendingConsents: ['terms'] }) });
    await act(() => vi.advanceTimersByTimeAsync(AUTH_LOADING_TIMEOUT_MS + 100));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
