import { Outlet } from 'react-router';
import { type Session, SessionProvider, VISITOR_SESSION } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { EventDiscussion } from '../components/event-discussion.tsx';
import { EVENT_ID } from './discussion-fixtures.ts';

/** Joana, signed in with a complete profile. */
export const SIGNED_IN: Session = {
  status: 'authenticated',
  profileComplete: true,
  role: 'user',
  me: meFixture(),
};

/** The discussion of EVENT_ID on /events/:slug at `path` for `session` (default: a visitor). */
export function renderDiscussion(path = '/events/roda-de-samba', session: Session = VISITOR_SESSION) {
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
          { path: '/events/:slug', element: <EventDiscussion eventId={EVENT_ID} /> },
          { path: '/auth', element: <p>Página de entrada</p> },
          { path: '/user/:username', element: <p>Perfil</p> },
        ],
      },
    ],
    path,
  );
}
