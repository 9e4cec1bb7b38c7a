import type { RouteObject } from 'react-router';
import { Outlet, useRouteError } from 'react-router';
import { type Session, SessionProvider, VISITOR_SESSION } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { GroupFollowersPage } from '../pages/group-followers-page.tsx';
import { GroupPage } from '../pages/group-page.tsx';
import { GroupsPage } from '../pages/groups-page.tsx';

/** Joana, signed in with a complete profile. */
export const SIGNED_IN: Session = {
  status: 'authenticated',
  profileComplete: true,
  role: 'user',
  me: meFixture(),
};

/** Stands in for the app's error page: says what the router caught. */
function CaughtError() {
  const error = useRouteError() as { status?: number; code?: string };
  return (
    <p role="alert">
      Erro {error.status} {error.code}
    </p>
  );
}

/** The groups pages at `path` for `session` (default: a visitor), with the toast region and stand-ins. */
export function renderGroupPages(path: string, session: Session = VISITOR_SESSION) {
  const routes: RouteObject[] = [
    {
      element: (
        <SessionProvider session={session}>
          <Toaster />
          <Outlet />
        </SessionProvider>
      ),
      children: [
        {
          errorElement: <CaughtError />,
          children: [
            { path: '/groups', element: <GroupsPage /> },
            { path: '/groups/:id', element: <GroupPage /> },
            { path: '/groups/:id/followers', element: <GroupFollowersPage /> },
            { path: '/auth', element: <p>Página de entrada</p> },
            { path: '/groups/create', element: <p>Criar grupo</p> },
            { path: '/user/:username', element: <p>Perfil público</p> },
            { path: '/events/:slug', element: <p>Página do evento</p> },
          ],
        },
      ],
    },
  ];
  return renderRoutes(routes, path);
}
