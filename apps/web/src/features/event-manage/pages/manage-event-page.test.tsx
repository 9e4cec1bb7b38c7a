import type { AttendanceCounts } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EVENT_ID, makeEventDetail } from '../../events/components/detail/testing/event-detail-fixture.ts';
import { makeAttendee, makeCheckIn, makeCounts } from '../testing/manage-fixtures.ts';
import { ManageEventPage } from './manage-event-page.tsx';

const slow = { timeout: 3_000 };
const owned = makeEventDetail({ isOwner: true, capacity: 2 });

function renderPage() {
  return renderRoutes(
    [{ path: '/events/:id/manage', element: <ManageEventPage /> }],
    `/events/${EVENT_ID}/manage`,
  );
}

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The API as the page sees it: the event, its attendees, and whatever `extra` answers. */
function serve(
  extra: (call: Call, state: { counts: AttendanceCounts }) => Response | undefined = () => undefined,
) {
  const calls: Call[] = [];
  const state = { counts: makeCounts({ checkedIn: 1 }) };
  const ana = makeAttendee({
    name: 'Ana Conceição',
    username: 'ana',
    status: 'checked_in',
    checkedInAt: '2026-03-14T22:10:00.000Z',
  });
  const bia = makeAttendee({ name: 'Bia Souza', username: 'bia', status: 'going' });
  const caio = makeAttendee({
    name: 'Caio Lima',
    username: 'caio',
    status: 'waitlisted',
    waitlistPosition: 1,
  });
  stubFetch(async (url, init) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = extra(call, state);
    if (answer) return answer;
    if (call.path === `/api/v1/events/${EVENT_ID}`) return jsonResponse(owned);
    if (call.path === `/api/v1/events/${EVENT_ID}/attendees`) {
      const status = call.query.get('status') ?? 'all';
      const items = [ana, bia, caio].filter((a) => status === 'all' || a.status === status);
      return jsonResponse({ items, nextCursor: null, counts: state.counts });
    }
    return new Response('not served', { status: 599 });
  });
  return { calls, ana, bia, caio };
}

describe('ManageEventPage', () => {
  it('shows the counts, the attendees as a table and the links to the door, the CSV and the event', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('manage-going')).toHaveTextContent('2'));
    expect(screen.getByTestId('manage-capacity')).toHaveTextContent('2');
    expect(screen.getByTestId('manage-waitlisted')).toHaveTextContent('1');
    expect(screen.getByTestId('manage-checked-in')).toHaveTextContent('1');

    const table = await screen.findByRole('table', {}, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Check-in feito',
      'Confirmado',
      'Lista de espera · 1º',
    ]);
    expect(screen.getByRole('link', { name: 'Abrir check-in' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/live`,
    );
    const csv = screen.getByRole('link', { name: 'Exportar CSV' });
    expect(csv).toHaveAttribute('href', `/api/v1/events/${EVENT_ID}/attendees.csv`);
    expect(csv).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Ver evento' })).toHaveAttribute('href', '/events/roda-de-samba');
  });

  it('filters by state on its tab and searches by name', async () => {
    const { calls } = serve();
    renderPage();
    await screen.findByRole('table', {}, slow);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Lista de espera' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('cell', { name: /Caio Lima/ })).toBeInTheDocument();
    expect(calls.some((c) => c.query.get('status') === 'waitlisted')).toBe(true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar participante' }), {
      target: { value: 'Caio' },
    });
    await waitFor(() => expect(calls.some((c) => c.query.get('q') === 'Caio')).toBe(true), slow);
  });

  it('loads the next page with the cursor the last one gave', async () => {
    const { calls } = serve((call) => {
      if (call.path !== `/api/v1/events/${EVENT_ID}/attendees` || call.query.get('limit') === '1')
        return undefined;
      return call.query.get('cursor') === 'page-2'
        ? jsonResponse({
            items: [makeAttendee({ name: 'Dora Reis' })],
            nextCursor: null,
            counts: makeCounts(),
          })
        : jsonResponse({
            items: [makeAttendee({ name: 'Eva Dias' })],
            nextCursor: 'page-2',
            counts: makeCounts(),
          });
    });
    renderPage();
    await screen.findByRole('cell', { name: /Eva Dias/ }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('cell', { name: /Dora Reis/ }, slow)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /Eva Dias/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(calls.filter((c) => c.query.get('cursor') === 'page-2')).toHaveLength(1);
  });

  it('undoes a check-in and seats a waitlisted person, showing the new counts', async () => {
    const { calls, ana, caio } = serve((call, state) => {
      if (call.method === 'DELETE' && call.path.includes('/check-ins/')) {
        state.counts = makeCounts({ checkedIn: 0 });
        return jsonResponse({ counts: state.counts });
      }
      if (call.method === 'POST' && call.path.endsWith('/promote')) {
        state.counts = makeCounts({ going: 3, waitlisted: 0 });
        return jsonResponse({ counts: state.counts });
      }
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Desfazer check-in de Ana Conceição' }, slow));
    await waitFor(() => expect(screen.getByTestId('manage-checked-in')).toHaveTextContent('0'));
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === `/api/v1/events/${EVENT_ID}/check-ins/${ana.id}`),
    ).toBe(true);

    fireEvent.click(
      screen.getByRole('button', { name: 'Mover Caio Lima da lista de espera para confirmados' }),
    );
    await waitFor(() => expect(screen.getByTestId('manage-going')).toHaveTextContent('3'));
    expect(
      calls.some(
        (c) => c.method === 'POST' && c.path === `/api/v1/events/${EVENT_ID}/attendees/${caio.id}/promote`,
      ),
    ).toBe(true);
  });

  it('checks a person in from the list, without a ticket at hand', async () => {
    const { calls, bia } = serve((call, state) => {
      if (call.method !== 'POST' || !call.path.endsWith('/check-in')) return undefined;
      state.counts = makeCounts({ checkedIn: 2 });
      return jsonResponse({
        result: 'accepted',
        attendee: { ...bia, status: 'checked_in', checkedInAt: '2026-03-14T22:20:00.000Z' },
        counts: state.counts,
      });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Fazer check-in de Bia Souza' }, slow));
    await waitFor(() => expect(screen.getByTestId('manage-checked-in')).toHaveTextContent('2'));
    expect(
      calls.some(
        (c) => c.method === 'POST' && c.path === `/api/v1/events/${EVENT_ID}/attendees/${bia.id}/check-in`,
      ),
    ).toBe(true);
    // Only people holding a seat can be checked in from the list.
    expect(screen.queryByRole('button', { name: 'Fazer check-in de Caio Lima' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fazer check-in de Ana Conceição' })).toBeNull();
  });

  it('asks before removing someone, and removes only after the confirmation', async () => {
    const { calls, bia } = serve((call, state) => {
      if (call.method !== 'DELETE' || !call.path.includes('/attendees/')) return undefined;
      state.counts = makeCounts({ going: 1 });
      return jsonResponse({ counts: state.counts });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Bia Souza' }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover participante?' });
    expect(dialog).toHaveTextContent('Bia Souza perde a vaga e o ingresso e recebe um aviso.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Manter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remover Bia Souza' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === `/api/v1/events/${EVENT_ID}/attendees/${bia.id}`),
    ).toBe(true);
    await waitFor(() => expect(screen.getByTestId('manage-going')).toHaveTextContent('1'));
  });

  it('checks someone in by a typed code, tidied, and refuses a code of the wrong shape without asking', async () => {
    const { calls, bia } = serve((call, state) => {
      if (call.method !== 'POST' || !call.path.endsWith('/check-ins')) return undefined;
      state.counts = makeCounts({ checkedIn: 2 });
      return jsonResponse(makeCheckIn('accepted', { ...bia, status: 'checked_in' }, state.counts));
    });
    renderPage();
    const input = await screen.findByRole('textbox', { name: 'Check-in pelo código do ingresso' }, slow);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/O código tem 10 letras e números/)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/check-ins'))).toBe(false);

    fireEvent.change(input, { target: { value: 'abcd-efgh 23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const answer = await screen.findByTestId('check-in-answer');
    expect(answer).toHaveTextContent('Presença confirmada');
    expect(answer).toHaveTextContent('Bia Souza');
    expect(calls.find((c) => c.path.endsWith('/check-ins'))?.body).toEqual({ code: 'ABCDEFGH23' });
    await waitFor(() => expect(screen.getByTestId('manage-checked-in')).toHaveTextContent('2'));
  });

  it('invites by username and says who was invited, unknown or already invited', async () => {
    const { calls } = serve((call) =>
      call.method === 'POST' && call.path.endsWith('/invitations')
        ? jsonResponse({ invited: ['maria'], unknown: ['ninguem'], alreadyInvited: ['joao'] })
        : undefined,
    );
    renderPage();
    const box = await screen.findByRole('textbox', { name: /Nomes de usuário/ }, slow);
    fireEvent.change(box, { target: { value: '@maria, joao ninguem maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar convites' }));
    expect(await screen.findByTestId('invited')).toHaveTextContent('Convidada (1)@maria');
    expect(screen.getByTestId('already-invited')).toHaveTextContent('@joao');
    expect(screen.getByTestId('unknown')).toHaveTextContent('@ninguem');
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/invitations'))?.body).toEqual({
      usernames: ['maria', 'joao', 'ninguem'],
    });
  });

  it('lists the invited people with their answers, a page at a time, and asks again after inviting', async () => {
    const invitation = (n: number, status: string | null) => ({
      userId: `00000000-0000-4000-8000-00000000000${n}`,
      name: `Pessoa ${n}`,
      username: `pessoa_${n}`,
      avatarUrl: null,
      invitedAt: '2026-03-01T12:00:00.000Z',
      status,
    });
    const { calls } = serve((call) => {
      if (!call.path.endsWith('/invitations')) return undefined;
      if (call.method === 'POST') return jsonResponse({ invited: ['nova'], unknown: [], alreadyInvited: [] });
      return call.query.get('cursor') === 'p2'
        ? jsonResponse({ items: [invitation(3, 'waitlisted')], nextCursor: null, total: 3 })
        : jsonResponse({ items: [invitation(1, null), invitation(2, 'going')], nextCursor: 'p2', total: 3 });
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Convites enviados (3)' }, slow);
    const list = within(section).getByTestId('invited-people');
    expect(list).toHaveTextContent('Pessoa 1@pessoa_1Sem resposta');
    expect(list).toHaveTextContent('Pessoa 2@pessoa_2Confirmado');
    fireEvent.click(within(section).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(list).toHaveTextContent('Pessoa 3@pessoa_3Lista de espera'));
    expect(within(section).queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    const asked = calls.filter((c) => c.method === 'GET' && c.path.endsWith('/invitations')).length;
    fireEvent.change(screen.getByRole('textbox', { name: /Nomes de usuário/ }), {
      target: { value: 'nova' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar convites' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'GET' && c.path.endsWith('/invitations')).length,
      ).toBeGreaterThan(asked),
    );
  });

  it('sends the message to people going and says how many got it; a refusal shows its text', async () => {
    let refuse = false;
    const { calls } = serve((call) => {
      if (!call.path.endsWith('/announcements')) return undefined;
      return refuse
        ? problemResponse(429, {
            title: 'Too Many Requests',
            code: 'announcement.rate_limited',
            detail: 'Muitas mensagens. Tente mais tarde.',
          })
        : jsonResponse({ recipients: 12 });
    });
    renderPage();
    const box = await screen.findByRole('textbox', { name: /Todos os confirmados recebem/ }, slow);
    fireEvent.change(box, { target: { value: '  O portão abre às 18h.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Mensagem enviada para 12 pessoas')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/announcements'))?.body).toEqual({
      message: 'O portão abre às 18h.',
    });

    refuse = true;
    fireEvent.change(box, { target: { value: 'De novo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Muitas mensagens. Tente mais tarde.')).toBeInTheDocument();
  });

  it('tells someone else that the event is not theirs to manage, and never asks for its attendees', async () => {
    const { calls } = serve((call) =>
      call.path === `/api/v1/events/${EVENT_ID}`
        ? jsonResponse(makeEventDetail({ isOwner: false }))
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('Acesso Negado', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver evento' })).toHaveAttribute('href', '/events/roda-de-samba');
    expect(calls.some((c) => c.path.includes('/attendees'))).toBe(false);
  });

  it('says when the event does not exist', async () => {
    serve((call) =>
      call.path === `/api/v1/events/${EVENT_ID}`
        ? problemResponse(404, {
            title: 'Not Found',
            code: 'event.not_found',
            detail: 'Evento não encontrado.',
          })
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('Evento não encontrado', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver eventos que organizo' })).toHaveAttribute(
      'href',
      '/organizing',
    );
  });
  it("mounts the 'Patrocínio' section where #sponsorships lands", async () => {
    serve((call) =>
      call.path === `/api/v1/events/${EVENT_ID}/sponsorship`
        ? jsonResponse({ eventId: EVENT_ID, open: true, tiers: [], sponsors: [], canManage: true })
        : call.path === `/api/v1/events/${EVENT_ID}/sponsorships`
          ? jsonResponse({ items: [], nextCursor: null })
          : undefined,
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Patrocínio' }, slow)).toBeInTheDocument();
    expect(document.getElementById('sponsorships')).toHaveAttribute('aria-labelledby', 'sponsorships-title');
    expect(await screen.findByRole('switch', { name: 'Aceitar pedidos de patrocínio' })).toBeChecked();
  });
});
