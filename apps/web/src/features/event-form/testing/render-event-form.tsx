import { Outlet, useParams } from 'react-router';
import { type Session, SessionProvider } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { CreateEventPage } from '../pages/create-event-page.tsx';
import { EditEventPage } from '../pages/edit-event-page.tsx';

const SIGNED_IN: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };

function EventPageStub() {
  const { slug } = useParams();
  return <h1>Página do evento {slug}</h1>;
}

/** Renders the event form at `path` (/events/create or /events/{id}/edit) inside a signed-in session. */
export function renderEventForm(path = '/events/create') {
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
          { path: '/events', element: <h1>Lista de eventos</h1> },
          { path: '/events/create', element: <CreateEventPage /> },
          { path: '/events/:id/edit', element: <EditEventPage /> },
          { path: '/events/:slug', element: <EventPageStub /> },
        ],
      },
    ],
    path,
  );
}
