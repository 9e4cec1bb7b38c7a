import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse } from '../../../../../test/http.ts';
import { localeResources } from '../../../../../test/i18n.ts';
import { dismissToast } from '../../../../../ui/toast/toast-store.ts';
import { myEventsKeys } from '../../../../participating/api/my-events-keys.ts';
import { makeAttendance, makeMine } from '../testing/attendance-fixture.ts';
import { EVENT_ID, makeEventDetail } from '../testing/event-detail-fixture.ts';
import {
  fakeAttendance,
  fakeEventDetailApi,
  renderEventDetailPage,
  SIGNED_IN,
} from '../testing/render-event-detail-page.tsx';

const slow = { timeout: 3_000 };
const PAGE = '/events/roda-de-samba';

afterEach(async () => {
  dismissToast();
  if (i18next.language !== 'pt-BR') await i18next.changeLanguage('pt-BR');
});

/** The attendance part of the side card, once it has loaded. */
async function attendanceBlock() {
  const block = await screen.findByRole('region', { name: 'Presença' }, slow);
  await waitFor(() => expect(within(block).queryByText('Carregando presença…')).toBeNull(), slow);
  return within(block);
}

const counts = (going: number, capacity: number | null, extra = {}) => ({
  going,
  waitlisted: 0,
  checkedIn: 0,
  interested: 0,
  capacity,
  ...extra,
});

describe('Attendance on the event page — visitors', () => {
  it('shows the seats taken and a "Vou" that signs in and comes back to the event', async () => {
    fakeEventDetailApi(
      makeEventDetail(),
      undefined,
      fakeAttendance(makeAttendance({ counts: counts(12, 40) })),
    );
    const { router } = renderEventDetailPage(`${PAGE}?from=list`);
    const block = await attendanceBlock();

    expect(block.getByText('12 de 40 vagas')).toBeInTheDocument();
    expect(block.queryByText('Esgotado — lista de espera')).toBeNull();
    expect(block.queryByRole('button', { name: 'Tenho interesse' })).toBeNull();
    const going = block.getByRole('link', { name: 'Vou' });
    expect(going).toHaveAttribute('href', `/auth?redirect=${encodeURIComponent(`${PAGE}?from=list`)}`);
    fireEvent.click(going);
    expect(await screen.findByText('Página de entrada')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(`${PAGE}?from=list`)}`);
  });

  it('says when the event is full, with the waitlist as the way in, and when nobody has answered', async () => {
    fakeEventDetailApi(
      makeEventDetail(),
      undefined,
      fakeAttendance(makeAttendance({ counts: counts(40, 40, { waitlisted: 3, interested: 1 }) })),
    );
    renderEventDetailPage(PAGE);
    const block = await attendanceBlock();
    expect(block.getByText('40 de 40 vagas')).toBeInTheDocument();
    expect(block.getByText('Esgotado — lista de espera')).toBeInTheDocument();
    expect(block.getByText('3 na lista de espera · 1 pessoa tem interesse')).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'Entrar na lista de espera' })).toBeInTheDocument();
  });

  it('counts people going without a limit, and says so when nobody has answered yet', async () => {
    const attendance = fakeAttendance();
    fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    const first = renderEventDetailPage(PAGE);
    expect((await attendanceBlock()).getByText('Ninguém confirmou presença ainda')).toBeInTheDocument();
    first.unmount();

    attendance.state = makeAttendance({ counts: counts(1, null) });
    const second = renderEventDetailPage(PAGE);
    expect((await attendanceBlock()).getByText('1 vai')).toBeInTheDocument();
    second.unmount();

    attendance.state = makeAttendance({ counts: counts(1234, null, { interested: 5 }) });
    renderEventDetailPage(PAGE);
    const block = await attendanceBlock();
    expect(block.getByText('1.234 vão')).toBeInTheDocument();
    expect(block.getByText('5 pessoas têm interesse')).toBeInTheDocument();
  });

  it('gives the reason RSVPs are closed instead of "Vou", and the deadline while open', async () => {
    const attendance = fakeAttendance(
      makeAttendance({
        rsvp: { open: false, closedReason: 'deadline', deadline: '2026-03-10T21:00:00.000Z' },
      }),
    );
    fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    const closed = renderEventDetailPage(PAGE);
    let block = await attendanceBlock();
    expect(block.getByText('Prazo para confirmar presença encerrado')).toBeInTheDocument();
    expect(block.queryByRole('link', { name: 'Vou' })).toBeNull();
    closed.unmount();

    attendance.state = makeAttendance({
      rsvp: { open: true, closedReason: null, deadline: '2026-03-10T21:00:00.000Z' },
    });
    renderEventDetailPage(PAGE);
    block = await attendanceBlock();
    // 21:00 UTC is 18:00 in Brasília.
    expect(block.getByText(/^Confirme presença até ter\., 10 de mar\. de 2026, 18:00$/)).toBeInTheDocument();
  });
});

describe('Attendance on the event page — signed in', () => {
  it('"Vou" takes a seat: "Você vai!", the ticket link and the new count, with the event read again', async () => {
    const attendance = fakeAttendance(makeAttendance({ counts: counts(11, 40) }));
    const api = fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    const { queryClient } = renderEventDetailPage(PAGE, SIGNED_IN);
    const block = await attendanceBlock();
    expect(api.reads()).toEqual([`/api/v1/events/roda-de-samba`]);
    // "My events" read earlier, before this answer.
    queryClient.setQueryData(myEventsKeys.participating('upcoming'), { pages: [], pageParams: [] });

    // The button waits for the answer, and so does every other button of the block.
    let release: (response: Response) => void = () => {};
    attendance.nextWrite = () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      });
    fireEvent.click(block.getByRole('button', { name: 'Vou' }));
    await waitFor(() => expect(block.getByRole('button', { name: 'Vou' })).toBeDisabled());
    expect(block.getByRole('button', { name: 'Tenho interesse' })).toBeDisabled();
    const answer = makeAttendance({ counts: counts(12, 40), mine: makeMine() });
    attendance.state = answer;
    await act(async () => release(jsonResponse(answer)));

    expect(await block.findByText('Você vai!')).toBeInTheDocument();
    expect(block.getByText('12 de 40 vagas')).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'Ver meu ingresso' })).toHaveAttribute('href', '/participating');
    expect(block.queryByRole('button', { name: 'Vou' })).toBeNull();
    expect(block.getByRole('button', { name: 'Cancelar presença' })).toBeEnabled();
    expect(attendance.writes).toEqual(['PUT attendance']);
    // The event is read again (an online event's access link now shows), the attendance is not.
    await waitFor(() =>
      expect(api.reads()).toEqual([`/api/v1/events/roda-de-samba`, `/api/v1/events/roda-de-samba`]),
    );
    const attendanceReads = api.fetch.mock.calls.filter(
      ([input, init]) => String(input).endsWith('/attendance') && (init?.method ?? 'GET') === 'GET',
    );
    expect(attendanceReads).toHaveLength(1);
    expect(queryClient.getQueryState(myEventsKeys.participating('upcoming'))?.isInvalidated).toBe(true);
  });

  it('joins the waitlist of a full event with its place, and leaves it after confirming', async () => {
    const attendance = fakeAttendance(makeAttendance({ counts: counts(40, 40, { waitlisted: 2 }) }));
    fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    renderEventDetailPage(PAGE, SIGNED_IN);
    const block = await attendanceBlock();

    fireEvent.click(block.getByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await block.findByText('Você está na lista de espera (posição 3)')).toBeInTheDocument();
    expect(block.getByText('Se uma vaga abrir, ela é sua e avisamos você.')).toBeInTheDocument();
    expect(block.getByText('3 na lista de espera')).toBeInTheDocument();
    expect(block.queryByRole('link', { name: 'Ver meu ingresso' })).toBeNull();

    fireEvent.click(block.getByRole('button', { name: 'Cancelar presença' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar presença?' });
    expect(dialog).toHaveTextContent('Você sai da lista de espera e perde sua posição.');
    // Keeping the place sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Manter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(attendance.writes).toEqual(['PUT attendance']);

    fireEvent.click(block.getByRole('button', { name: 'Cancelar presença' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar presença' }),
    );
    expect(await block.findByRole('button', { name: 'Entrar na lista de espera' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(block.queryByText(/Você está na lista de espera/)).toBeNull();
    expect(block.getByText('2 na lista de espera')).toBeInTheDocument();
    expect(attendance.writes).toEqual(['PUT attendance', 'DELETE attendance']);
  });

  it('"Tenho interesse" is a toggle that says whether it is on', async () => {
    const attendance = fakeAttendance();
    fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    renderEventDetailPage(PAGE, SIGNED_IN);
    const block = await attendanceBlock();

    const interest = block.getByRole('button', { name: 'Tenho interesse' });
    expect(interest).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(interest);
    await waitFor(() => expect(interest).toHaveAttribute('aria-pressed', 'true'));
    expect(block.getByText('1 pessoa tem interesse')).toBeInTheDocument();
    fireEvent.click(interest);
    await waitFor(() => expect(interest).toHaveAttribute('aria-pressed', 'false'));
    expect(block.queryByText(/pessoa/)).toBeNull();
    expect(attendance.writes).toEqual(['PUT interest', 'DELETE interest']);
  });

  it('shows the API message when an answer fails, and keeps what was on screen', async () => {
    const attendance = fakeAttendance(makeAttendance({ counts: counts(5, 40) }));
    fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    renderEventDetailPage(PAGE, SIGNED_IN);
    const block = await attendanceBlock();

    attendance.nextWrite = () =>
      problemResponse(409, {
        title: 'Confirmações encerradas',
        code: 'attendance.closed.deadline',
        detail: 'O prazo de confirmação de presença deste evento terminou.',
      });
    fireEvent.click(block.getByRole('button', { name: 'Vou' }));
    expect(await screen.findByText('Não foi possível confirmar sua presença')).toBeInTheDocument();
    expect(screen.getByText('O prazo de confirmação de presença deste evento terminou.')).toBeInTheDocument();
    expect(block.getByRole('button', { name: 'Vou' })).toBeEnabled();
    expect(block.getByText('5 de 40 vagas')).toBeInTheDocument();
    expect(block.queryByText('Você vai!')).toBeNull();
  });

  it('someone checked in sees when, and no longer cancels', async () => {
    fakeEventDetailApi(
      makeEventDetail(),
      undefined,
      fakeAttendance(
        makeAttendance({
          counts: counts(3, null, { checkedIn: 1 }),
          mine: makeMine({ status: 'checked_in', checkedInAt: '2026-03-14T22:10:00.000Z' }),
        }),
      ),
    );
    renderEventDetailPage(PAGE, SIGNED_IN);
    const block = await attendanceBlock();
    expect(block.getByText('Você vai!')).toBeInTheDocument();
    expect(block.getByText('Check-in feito em sáb., 14 de mar. de 2026, 19:10')).toBeInTheDocument();
    expect(block.queryByRole('button', { name: 'Cancelar presença' })).toBeNull();
    // Check-ins are the organiser's number.
    expect(block.queryByText(/check-in feito$/)).toBeNull();
  });

  it('after a cancelled or ended event nothing more is asked', async () => {
    const attendance = fakeAttendance(
      makeAttendance({ mine: makeMine(), rsvp: { open: false, closedReason: 'cancelled', deadline: null } }),
    );
    fakeEventDetailApi(makeEventDetail({ status: 'cancelled' }), undefined, attendance);
    const cancelled = renderEventDetailPage(PAGE, SIGNED_IN);
    let block = await attendanceBlock();
    expect(block.getByText('Evento cancelado')).toBeInTheDocument();
    expect(block.queryByRole('button')).toBeNull();
    cancelled.unmount();

    attendance.state = makeAttendance({ rsvp: { open: false, closedReason: 'past', deadline: null } });
    renderEventDetailPage(PAGE, SIGNED_IN);
    block = await attendanceBlock();
    expect(block.getByText('Evento encerrado')).toBeInTheDocument();
    expect(block.queryByRole('button')).toBeNull();
  });

  it('people going to an online event get its access link', async () => {
    const attendance = fakeAttendance();
    fakeEventDetailApi(makeEventDetail({ eventType: 'online', location: null }), undefined, attendance);
    renderEventDetailPage(PAGE, SIGNED_IN);
    const block = await attendanceBlock();
    expect(
      screen.getByText('O link de acesso aparece aqui quando você confirma presença.'),
    ).toBeInTheDocument();

    attendance.nextWrite = () =>
      jsonResponse(
        makeAttendance({
          counts: counts(1, null),
          mine: makeMine(),
          accessLink: 'https://meet.example/samba',
        }),
      );
    fireEvent.click(block.getByRole('button', { name: 'Vou' }));
    const access = await screen.findByRole('link', { name: /Entrar no evento/ });
    expect(access).toHaveAttribute('href', 'https://meet.example/samba');
    expect(screen.getByText('Link exclusivo para quem confirmou presença.')).toBeInTheDocument();
  });
});

describe('Attendance on the event page — organiser', () => {
  it('sees the counts and check-ins, and no RSVP buttons', async () => {
    fakeEventDetailApi(
      makeEventDetail({ isOwner: true }),
      undefined,
      fakeAttendance(
        makeAttendance({
          counts: counts(38, 40, { checkedIn: 7, waitlisted: 0, interested: 2 }),
          rsvp: { open: false, closedReason: 'organizer', deadline: null },
        }),
      ),
    );
    renderEventDetailPage(PAGE, SIGNED_IN);
    const block = await attendanceBlock();
    expect(block.getByText('Você organiza este evento')).toBeInTheDocument();
    expect(block.getByText('38 de 40 vagas')).toBeInTheDocument();
    expect(block.getByText('Restam 2 vagas')).toBeInTheDocument();
    expect(block.getByText('2 pessoas têm interesse · 7 check-ins feitos')).toBeInTheDocument();
    expect(block.queryByRole('button')).toBeNull();
    expect(block.queryByRole('link', { name: 'Vou' })).toBeNull();
    expect(block.getByRole('link', { name: 'Gerenciar participantes' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/manage`,
    );
    expect(block.getByRole('link', { name: 'Abrir check-in' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/live`,
    );
  });
});

describe('Attendance on the event page — Arabic', () => {
  it('reads in Arabic with its own digits', async () => {
    for (const [ns, texts] of Object.entries(localeResources.ar ?? {}))
      i18next.addResourceBundle('ar', ns, texts, true, true);
    await i18next.changeLanguage('ar');
    fakeEventDetailApi(
      makeEventDetail(),
      undefined,
      fakeAttendance(
        makeAttendance({
          counts: counts(40, 40, { waitlisted: 3 }),
          mine: makeMine({ status: 'waitlisted', ticketCode: null, waitlistPosition: 3 }),
        }),
      ),
    );
    renderEventDetailPage(PAGE, SIGNED_IN);
    const block = within(await screen.findByRole('region', { name: 'الحضور' }, slow));
    const digits = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(await block.findByText(`المقاعد المحجوزة: ${digits(40)} من ${digits(40)}`)).toBeInTheDocument();
    expect(block.getByText('اكتمل العدد — قائمة الانتظار')).toBeInTheDocument();
    expect(block.getByText(`أنت في قائمة الانتظار (المركز ${digits(3)})`)).toBeInTheDocument();
    expect(block.getByRole('button', { name: 'إلغاء الحضور' })).toBeInTheDocument();
    expect(block.getByRole('button', { name: 'مهتم' })).toHaveAttribute('aria-pressed', 'false');
  });
});
