import type { EventDetail } from '@eventos/domain';
import { Outlet } from 'react-router';
import { jsonResponse, problemResponse, stubFetch } from '../../../../../test/http.ts';
import { renderRoutes } from '../../../../../test/render.tsx';
import { Toaster } from '../../../../../ui/toast/toaster.tsx';
import { EventDetailPage } from '../../../pages/event-detail-page.tsx';

export interface FakeEventDetailApi {
  fetch: ReturnType<typeof stubFetch>;
  /** Paths of the GETs of one event, in order. */
  reads: () => string[];
  /** Event ids whose view was counted. */
  views: () => string[];
}

/**
 * Replaces fetch with an API that knows one event (by slug and by id), or answers every read with
 * `reply` (a 404, a 500…). Counting a view answers 204.
 */
export function fakeEventDetailApi(event: EventDetail | null, reply?: () => Response): FakeEventDetailApi {
  const fetch = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const [, , , , key, sub] = url.pathname.split('/');
    if (method === 'POST' && sub === 'views') return new Response(null, { status: 204 });
    if (reply) return reply();
    if (event && method === 'GET' && !sub && (key === event.slug || key === event.id))
      return jsonResponse(event);
    return problemResponse(404, {
      title: 'Não encontrado',
      code: 'event.not_found',
      detail: 'Evento não encontrado.',
    });
  });
  const calls = () =>
    fetch.mock.calls.map(([input, init]) => ({
      path: new URL(String(input), 'http://localhost').pathname,
      method: init?.method ?? 'GET',
    }));
  return {
    fetch,
    reads: () => calls().flatMap((c) => (c.method === 'GET' ? [c.path] : [])),
    views: () => calls().flatMap((c) => (c.method === 'POST' ? [c.path.split('/')[4] ?? ''] : [])),
  };
}

/** Renders /events/:slug at `path`, with the toast region. */
export function renderEventDetailPage(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Toaster />
            <Outlet />
          </>
        ),
        children: [
          { path: '/events/:slug', element: <EventDetailPage /> },
          { path: '/events', element: <p>Lista de eventos</p> },
        ],
      },
    ],
    path,
  );
}
