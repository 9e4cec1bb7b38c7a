import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { type Session, SessionProvider, VISITOR_SESSION } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';

/** Joana Souza, signed in with a complete profile. */
export const SIGNED_IN: Session = {
  status: 'authenticated',
  profileComplete: true,
  role: 'user',
  me: meFixture(),
};

/** `element` at `path` for `session` (default: a visitor), with the toast region and /auth. */
export function renderSponsorships(element: ReactElement, path: string, session: Session = VISITOR_SESSION) {
  return renderRoutes(
    [
      {
        element: (
          <SessionProvider session={session}>
            <Toaster />
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: path.split(/[?#]/)[0], element },
          { path: '/auth', element: <p>Página de entrada</p> },
        ],
      },
    ],
    path,
  );
}
