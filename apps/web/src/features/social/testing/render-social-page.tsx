import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { type Session, SessionProvider } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { SocialPage } from '../pages/social-page.tsx';

/** Joana, signed in with a complete profile. */
export const SIGNED_IN: Session = {
  status: 'authenticated',
  profileComplete: true,
  role: 'user',
  me: meFixture(),
};

/** /social at `path` for Joana, with the toast region and stand-ins for the pages it links to. */
export function renderSocialPage(path = '/social') {
  const routes: RouteObject[] = [
    {
      element: (
        <SessionProvider session={SIGNED_IN}>
          <Toaster />
          <Outlet />
        </SessionProvider>
      ),
      children: [
        { path: '/social', element: <SocialPage /> },
        { path: '/user/:username', element: <p>Perfil público</p> },
        { path: '/events/:slug', element: <p>Página do evento</p> },
        { path: '/groups/:id', element: <p>Página do grupo</p> },
        { path: '/groups', element: <p>Lista de grupos</p> },
      ],
    },
  ];
  return renderRoutes(routes, path);
}
