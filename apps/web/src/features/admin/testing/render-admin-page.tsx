import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { type Session, SessionProvider } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';

const ADMIN: Session = { status: 'authenticated', profileComplete: true, role: 'admin', me: meFixture() };

/**
 * An admin page at its path, signed in as an administrator, with the toast region; `entry` opens it
 * with a query string. Links to profiles and content land on a stand-in.
 */
export function renderAdminPage(path: string, page: ReactElement, entry = path) {
  return renderRoutes(
    [
      {
        element: (
          <SessionProvider session={ADMIN}>
            <Toaster />
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path, element: page },
          { path: '*', element: <p>Outra página</p> },
        ],
      },
    ],
    entry,
  );
}
