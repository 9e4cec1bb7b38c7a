import { Outlet } from 'react-router';
import { type Session, SessionProvider } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { LocationsPage } from '../pages/locations-page.tsx';

const SIGNED_IN: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };

/** Renders /locations inside a session (signed in unless told) with the toast region. */
export function renderLocationsPage(session: Session = SIGNED_IN) {
  return renderRoutes(
    [
      {
        element: (
          <SessionProvider session={session}>
            <Toaster />
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: '/locations', element: <LocationsPage /> }],
      },
    ],
    '/locations',
  );
}
