import type { Attendee } from '@eventos/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EVENT_ID, makeEventDetail } from '../../events/components/detail/testing/event-detail-fixture.ts';
import { CHECK_IN_FEEDBACK_MS } from '../lib/check-in-feedback.ts';
import { makeAttendee, makeCheckIn, makeCounts } from '../testing/manage-fixtures.ts';
import { LiveCheckInPage } from './live-check-in-page.tsx';

const slow = { timeout: 3_000 };

/** The browser's EventSource as far as the page uses it: named events with JSON data. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  send(type: string, data: unknown) {
    act(() => void this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const ana = makeAttendee({
  name: 'Ana Conceição',
  status: 'checked_in',
  checkedInAt: '2026-03-14T22:10:00.000Z',
});

function serve(checkIn: (code: string) => Response = () => new Response(null, { status: 599 })) {
  const codes: string[] = [];
  const recentQueries: URLSearchParams[] = [];
  stubFetch(async (url, init) => {
    if (url.pathname === `/api/v1/events/${EVENT_ID}`)
      return jsonResponse(makeEventDetail({ isOwner: true }));
    if (url.pathname === `/api/v1/events/${EVENT_ID}/attendees`) {
      recentQueries.push(url.searchParams);
      return jsonResponse({
        items: [ana],
        nextCursor: null,
        counts: makeCounts({ going: 10, checkedIn: 1, capacity: 50 }),
      });
    }
    if (url.pathname === `/api/v1/events/${EVENT_ID}/check-ins` && init?.method === 'POST') {
      const { code } = JSON.parse(String(init.body)) as { code: string };
      codes.push(code);
      return checkIn(code);
    }
    return new Response('not served', { status: 599 });
  });
  return { codes, recentQueries };
}

function renderPage() {
  return renderRoutes(
    [{ path: '/events/:id/live', element: <LiveCheckInPage /> }],
    `/events/${EVENT_ID}/live`,
  );
}

async function typeCode(code: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Ou digite o código' }, slow), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.useRealTimers());

describe('LiveCheckInPage', () => {
  it('shows presentes / confirmados / capacidade and the latest check-ins, asked newest first', async () => {
    const { recentQueries } = serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('live-checked-in')).toHaveTextContent('1'));
    expect(screen.getByTestId('live-going')).toHaveTextContent('10');
    expect(screen.getByTestId('live-capacity')).toHaveTextContent('50');
    expect(
      within(await screen.findByTestId('recent-check-ins')).getByText('Ana Conceição'),
    ).toBeInTheDocument();
    const recent = recentQueries.find((q) => q.get('order') === 'recent_check_in');
    expect(recent?.get('status')).toBe('checked_in');
    // The camera waits for the person to ask.
    expect(screen.getByRole('button', { name: 'Ler QR code' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Câmera lendo o QR code')).toBeNull();
  });

  it.each([
    ['accepted', 'Presença confirmada', 'Bia Souza'],
    ['already_checked_in', 'Já registrado', 'Bia Souza'],
    ['wrong_event', 'Ingresso de outro evento', null],
    ['not_found', 'Código não encontrado', null],
  ] as const)(
    'answers %s full screen with its words, vibrates, and is ready again after 2 s',
    async (result, title, name) => {
      const vibrate = vi.fn();
      vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { vibrate }));
      const bia: Attendee | null = name ? makeAttendee({ name, status: 'checked_in' }) : null;
      const { codes } = serve(() => jsonResponse(makeCheckIn(result, bia)));
      renderPage();
      await typeCode('abcd efgh 23');
      const answer = await screen.findByRole('alert', {}, slow);
      expect(answer).toHaveAttribute('data-result', result);
      expect(answer).toHaveTextContent(title);
      if (name) expect(answer).toHaveTextContent(name);
      expect(answer.querySelector('svg')).not.toBeNull();
      expect(codes).toEqual(['ABCDEFGH23']);
      expect(vibrate).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByTestId('check-in-answer')).toBeNull(), {
        timeout: CHECK_IN_FEEDBACK_MS + 1_500,
      });
    },
  );

  it('goes on at once with "Próximo"', async () => {
    serve(() => jsonResponse(makeCheckIn('not_found', null)));
    renderPage();
    await typeCode('ABCDEFGH23');
    fireEvent.click(await screen.findByRole('button', { name: 'Próximo' }, slow));
    expect(screen.queryByTestId('check-in-answer')).toBeNull();
  });

  it('refuses a code of the wrong shape without asking the server', async () => {
    const { codes } = serve();
    renderPage();
    await typeCode('ABC');
    expect(await screen.findByText(/O código tem 10 letras e números/)).toBeInTheDocument();
    expect(codes).toEqual([]);
  });

  it("updates the counts and the latest check-ins from another device's scan, without reloading", async () => {
    serve();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('live-checked-in')).toHaveTextContent('1'), slow);
    const stream = FakeEventSource.opened.at(-1);
    expect(stream?.url).toBe('/api/v1/realtime');
    const caio = makeAttendee({
      name: 'Caio Lima',
      status: 'checked_in',
      checkedInAt: '2026-03-14T22:20:00.000Z',
    });
    // Another event's news changes nothing here.
    stream?.send('attendance', {
      eventId: '00000000-0000-4000-8000-0000000000ff',
      counts: makeCounts({ going: 99, checkedIn: 99 }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('live-checked-in')).toHaveTextContent('1');
    stream?.send('attendance', {
      eventId: EVENT_ID,
      counts: makeCounts({ going: 10, checkedIn: 2, capacity: 50 }),
      checkIn: caio,
    });
    await waitFor(() => expect(screen.getByTestId('live-checked-in')).toHaveTextContent('2'));
    const names = within(screen.getByTestId('recent-check-ins'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names[0]).toContain('Caio Lima');
    expect(names[1]).toContain('Ana Conceição');
  });

  it('shows the forbidden state, not the door, to someone who does not organise the event', async () => {
    stubFetch(() => jsonResponse(makeEventDetail({ isOwner: false })));
    renderPage();
    expect(await screen.findByText('Acesso Negado', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ler QR code' })).toBeNull();
  });
});
