import { Outlet } from 'react-router';
import { type Session, SessionProvider } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { NotificationsPanel } from '../components/notifications-panel.tsx';

const SIGNED_IN: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };

/** The panel's body on /events (as the popover shows it), in the real router, with the toast region. */
export function renderPanel(onNavigate: () => void = () => {}) {
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
          {
            path: '/events',
            element: <NotificationsPanel onNavigate={onNavigate} title={(text) => <h2>{text}</h2>} />,
          },
          { path: '/events/:slug', element: <p>página do evento</p> },
          { path: '/profile/notifications', element: <p>preferências</p> },
          { path: '/user/:username', element: <p>perfil público</p> },
        ],
      },
    ],
    '/events',
  );
}
