import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOfflineDbForTests, offlineDb } from '../../lib/offline/offline-db.ts';
import { readSyncQueue } from '../../lib/offline/sync-queue.ts';
import { dismissToast } from '../../ui/toast/toast-store.ts';
import { makeDiscussion } from '../event-discussion/testing/discussion-fixtures.ts';
import { fakeDiscussionApi } from '../event-discussion/testing/fake-discussion-api.ts';
import { renderDiscussion } from '../event-discussion/testing/render-discussion.tsx';
import { makeAttendance } from '../events/components/detail/testing/attendance-fixture.ts';
import { EVENT_ID, makeEventDetail } from '../events/components/detail/testing/event-detail-fixture.ts';
import {
  fakeAttendance,
  fakeEventDetailApi,
  renderEventDetailPage,
  SIGNED_IN,
} from '../events/components/detail/testing/render-event-detail-page.tsx';
import { resetPendingActionsForTests } from './lib/pending-actions.ts';

const slow = { timeout: 3_000 };
const JOANA = SIGNED_IN.status === 'authenticated' ? SIGNED_IN.me?.profile.id : undefined;
const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(async () => {
  await (await offlineDb()).syncQueue.clear();
});

afterEach(async () => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  dismissToast();
  resetPendingActionsForTests();
  await closeOfflineDbForTests();
});

describe('An answer given without a connection', () => {
  it('"Vou" shows "Você vai!" at once with "Aguardando conexão", says so, and waits in the queue', async () => {
    const attendance = fakeAttendance(
      makeAttendance({
        counts: { going: 11, waitlisted: 0, checkedIn: 0, interested: 0, capacity: 40 },
      }),
    );
    fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    renderEventDetailPage('/events/roda-de-samba', SIGNED_IN);
    const region = await screen.findByRole('region', { name: 'Presença' }, slow);
    const block = within(region);
    const going = await block.findByRole('button', { name: 'Vou' }, slow);
    expect(block.queryByText('Aguardando conexão')).toBeNull();

    attendance.nextWrite = noConnection;
    fireEvent.click(going);

    expect(await block.findByText('Você vai!')).toBeInTheDocument();
    expect(block.getByText('Aguardando conexão')).toBeInTheDocument();
    expect(block.getByText('12 de 40 vagas')).toBeInTheDocument();
    expect(await screen.findByText('Sem conexão. Vamos enviar quando a conexão voltar.')).toBeInTheDocument();
    const [item] = await readSyncQueue();
    expect(item).toMatchObject({
      kind: 'rsvp',
      method: 'PUT',
      path: `/api/v1/events/${EVENT_ID}/attendance`,
      eventId: EVENT_ID,
      eventName: 'Roda de Samba',
      userId: JOANA,
      state: 'pending',
    });
    // Nothing changed on the server.
    expect(attendance.state.mine).toBeNull();
  });

  it('is queued at once when the browser already knows it is offline, without trying the server', async () => {
    const attendance = fakeAttendance();
    fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    renderEventDetailPage('/events/roda-de-samba', SIGNED_IN);
    const region = await screen.findByRole('region', { name: 'Presença' }, slow);
    const going = await within(region).findByRole('button', { name: 'Vou' }, slow);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => onlineManager.setOnline(false));
    fireEvent.click(going);
    expect(await within(region).findByText('Você vai!')).toBeInTheDocument();
    expect(within(region).getByText('Aguardando conexão')).toBeInTheDocument();
    expect(attendance.writes).toEqual([]);
    expect((await readSyncQueue()).map((i) => i.kind)).toEqual(['rsvp']);
  });

  it('"Tenho interesse" turns on at once, marked as waiting', async () => {
    const attendance = fakeAttendance();
    fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    renderEventDetailPage('/events/roda-de-samba', SIGNED_IN);
    const region = await screen.findByRole('region', { name: 'Presença' }, slow);
    const interest = await within(region).findByRole('button', { name: 'Tenho interesse' }, slow);
    expect(interest).toHaveAttribute('aria-pressed', 'false');
    attendance.nextWrite = noConnection;
    fireEvent.click(interest);
    await waitFor(() => expect(interest).toHaveAttribute('aria-pressed', 'true'));
    expect(within(region).getByText('Aguardando conexão')).toBeInTheDocument();
    expect((await readSyncQueue()).map((i) => i.kind)).toEqual(['interest-on']);
  });

  it('a refusal that is not about the connection is shown as before, nothing queued', async () => {
    const attendance = fakeAttendance(
      makeAttendance({ rsvp: { open: false, closedReason: 'deadline', deadline: null } }),
    );
    fakeEventDetailApi(makeEventDetail(), undefined, attendance);
    renderEventDetailPage('/events/roda-de-samba', SIGNED_IN);
    const region = await screen.findByRole('region', { name: 'Presença' }, slow);
    fireEvent.click(await within(region).findByRole('button', { name: 'Tenho interesse' }, slow));
    await waitFor(() => expect(attendance.writes).toEqual(['PUT interest']));
    expect(within(region).queryByText('Aguardando conexão')).toBeNull();
    expect(await readSyncQueue()).toEqual([]);
  });
});

describe('A comment written without a connection', () => {
  it('shows as "Enviando quando a conexão voltar…", the box is emptied, and it waits in the queue', async () => {
    const fake = fakeDiscussionApi(EVENT_ID, { discussion: makeDiscussion({ canComment: true }) });
    renderDiscussion('/events/roda-de-samba', SIGNED_IN);
    const box = await screen.findByRole('combobox', { name: 'Escreva um comentário' }, slow);
    fireEvent.change(box, { target: { value: 'Chego às oito' } });
    fake.nextWrite = noConnection;
    fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));

    const note = await screen.findByText('Enviando quando a conexão voltar…');
    expect(within(note.closest('li') as HTMLElement).getByText('Chego às oito')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText('Sem conexão. Vamos enviar quando a conexão voltar.')).toBeInTheDocument();
    const [item] = await readSyncQueue();
    expect(item).toMatchObject({
      kind: 'comment',
      method: 'POST',
      path: `/api/v1/events/${EVENT_ID}/comments`,
      body: { body: 'Chego às oito' },
      userId: JOANA,
    });
    expect(fake.comments).toEqual([]);
  });
});
