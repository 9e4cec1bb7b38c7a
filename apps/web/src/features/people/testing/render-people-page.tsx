import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { type Session, SessionProvider, VISITOR_SESSION } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { PersonFriendsPage } from '../pages/person-friends-page.tsx';
import { PersonProfilePage } from '../pages/person-profile-page.tsx';

/** Joana, signed in with a complete profile. */
export const SIGNED_IN: Session = {
  status: 'authenticated',
  profileComplete: true,
  role: 'user',
  me: meFixture(),
};

/** The people pages at `path` for `session` (default: a visitor), with the toast region and stand-ins. */
export function renderPeoplePages(path: string, session: Session = VISITOR_SESSION) {
  const routes: RouteObject[] = [
    {
      element: (
        <SessionProvider session={session}>
          <Toaster />
          <Outlet />
        </SessionProvider>
      ),
      children: [
        { path: '/user/:username', element: <PersonProfilePage /> },
        { path: '/user/:username/friends', element: <PersonFriendsPage /> },
        { path: '/auth', element: <p>Página de entrada</p> },
        { path: '/profile/edit', element: <p>Editar perfil</p> },
        { path: '/events', element: <p>Eventos</p> },
        { path: '/events/:slug', element: <p>Página do evento</p> },
        { path: '/groups/:id', element: <p>Página do grupo</p> },
      ],
    },
  ];
  return renderRoutes(routes, path);
}
