import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { type Session, SessionProvider } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';

const SIGNED_IN: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };

/**
 * A management page at `path` (pattern) opened at `at`, signed in as meFixture, with the toast
 * region and stand-ins for the pages it may go to.
 */
export function renderGroupPage(pattern: string, page: ReactElement, at: string) {
  return renderRoutes(
    [
      {
        element: (
          <SessionProvider session={SIGNED_IN}>
            <Toaster />
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: pattern, element: page },
          { path: '/groups', element: <p>lista de grupos</p> },
          { path: '/groups/:id', element: <p>página do grupo</p> },
        ],
      },
    ],
    at,
  );
}
