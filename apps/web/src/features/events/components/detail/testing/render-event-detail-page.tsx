import type { EventAttendance, EventDetail } from '@eventos/domain';
import { Outlet } from 'react-router';
import {
  type Session,
  SessionProvider,
  VISITOR_SESSION,
} from '../../../../../lib/session/session-context.tsx';
import { meFixture } from '../../../../../lib/session/testing/me-fixture.ts';
import { jsonResponse, problemResponse, stubFetch } from '../../../../../test/http.ts';
import { renderRoutes } from '../../../../../test/render.tsx';
import { Toaster } from '../../../../../ui/toast/toaster.tsx';
import { EventDetailPage } from '../../../pages/event-detail-page.tsx';
import { makeAttendance, makeMine } from './attendance-fixture.ts';
import { answerFellows, type FakeFellows, fakeFellows } from './fellow-attendees-fake.ts';

/** Joana, signed in with a complete profile. */
export const SIGNED_IN: Session = {
  status: 'authenticated',
  profileComplete: true,
  role: 'user',
  me: meFixture(),
};

/** What the fake attendance API holds and answers; tests change it or read what was asked. */
export interface FakeAttendance {
  state: EventAttendance;
  /** Answers the next attendance or interest write instead of the fake (a failure, a held promise). */
  nextWrite: (() => Response | Promise<Response>) | null;
  /** Every attendance or interest write as 'PUT attendance', 'DELETE interest'. */
  writes: string[];
}

export interface FakeEventDetailApi {
  fetch: ReturnType<typeof stubFetch>;
  /** Paths of the GETs of one event (not of its attendance), in order. */
  reads: () => string[];
  /** Event ids whose view was counted. */
  views: () => string[];
}

/**
 * Replaces fetch with an API that knows one event (by slug and by id), or answers every read with
 * `reply` (a 404, a 500…). Counting a view answers 204; who else is going answers from `fellows`.
 */
export function fakeEventDetailApi(
  event: EventDetail | null,
  reply?: () => Response,
  attendance: FakeAttendance = fakeAttendance(),
  fellows: FakeFellows = fakeFellows(),
): FakeEventDetailApi {
  const fetch = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const [, , , , key, sub] = url.pathname.split('/');
    if (method === 'POST' && sub === 'views') return new Response(null, { status: 204 });
    if (event && key === event.id && (sub === 'attendance' || sub === 'interest'))
      return answerAttendance(attendance, event, method, sub);
    if (event && key === event.id && sub === 'fellow-attendees') return answerFellows(fellows, url);
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
    reads: () =>
      calls().flatMap((c) =>
        c.method === 'GET' && !/\/(attendance|fellow-attendees|comments)$/.test(c.path) ? [c.path] : [],
      ),
    views: () => calls().flatMap((c) => (c.method === 'POST' ? [c.path.split('/')[4] ?? ''] : [])),
  };
}

/** An attendance API that starts at `state` (default: open, no limit, nobody yet). */
export function fakeAttendance(state: EventAttendance = makeAttendance()): FakeAttendance {
  return { state, nextWrite: null, writes: [] };
}

/**
 * The attendance rules as the API keeps them, for one person: "Vou" takes a seat or, when the
 * seats are taken, the end of the waitlist; cancelling frees it; closed RSVPs are refused.
 */
function answerAttendance(
  fake: FakeAttendance,
  event: EventDetail,
  method: string,
  part: 'attendance' | 'interest',
): Response | Promise<Response> {
  if (method === 'GET') return jsonResponse(fake.state);
  fake.writes.push(`${method} ${part}`);
  const next = fake.nextWrite;
  fake.nextWrite = null;
  if (next) return next();
  const { counts, mine, rsvp } = fake.state;
  const c = { ...counts };
  if (part === 'interest') {
    const interested = method === 'PUT';
    if (interested !== fake.state.interested) c.interested += interested ? 1 : -1;
    fake.state = { ...fake.state, counts: c, interested };
    return jsonResponse(fake.state);
  }
  const had = mine && mine.status !== 'cancelled' ? mine.status : null;
  if (method === 'PUT') {
    if (!rsvp.open)
      return problemResponse(409, {
        title: 'Confirmações encerradas',
        code: `attendance.closed.${rsvp.closedReason}`,
        detail: 'O prazo de confirmação de presença deste evento terminou.',
      });
    if (!had) {
      const full = c.capacity !== null && c.going >= c.capacity;
      if (full) c.waitlisted += 1;
      else c.going += 1;
      fake.state = {
        ...fake.state,
        counts: c,
        mine: full
          ? makeMine({ status: 'waitlisted', ticketCode: null, waitlistPosition: c.waitlisted })
          : makeMine(),
        accessLink: full
          ? null
          : (event.accessLink ?? (event.eventType === 'presencial' ? null : 'https://meet.example/samba')),
      };
    }
    return jsonResponse(fake.state);
  }
  if (had === 'waitlisted') c.waitlisted -= 1;
  if (had === 'going' || had === 'checked_in') c.going -= 1;
  fake.state = {
    ...fake.state,
    counts: c,
    mine: mine ? { ...mine, status: 'cancelled', ticketCode: null, waitlistPosition: null } : null,
    accessLink: null,
  };
  return jsonResponse(fake.state);
}

/** Renders /events/:slug at `path` for `session` (default: a visitor), with the toast region. */
export function renderEventDetailPage(path: string, session: Session = VISITOR_SESSION) {
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
          { path: '/events/:slug', element: <EventDetailPage /> },
          { path: '/events', element: <p>Lista de eventos</p> },
          { path: '/auth', element: <p>Página de entrada</p> },
          { path: '/participating', element: <p>Participando</p> },
        ],
      },
    ],
    path,
  );
}
