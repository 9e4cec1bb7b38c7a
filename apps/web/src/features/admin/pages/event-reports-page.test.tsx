import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { fakeModerationApi } from '../../moderation/testing/fake-moderation-api.ts';
import {
  makeLogEntry,
  makePerson,
  makeQueueItem,
  makeReport,
} from '../../moderation/testing/moderation-fixtures.ts';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { AdminIndexPage } from './admin-index-page.tsx';
import { EventReportsPage } from './event-reports-page.tsx';

const slow = { timeout: 3_000 };
const PATH = '/admin/event-reports';

function renderPage(search = '') {
  return renderAdminPage(PATH, <EventReportsPage />, `${PATH}${search}`);
}

const card = (name: string) => screen.getByRole('article', { name });
const queueRequests = (requests: string[]) =>
  requests.filter((r) => r.startsWith('GET /api/v1/admin/reports'));

/** Script and markup people may type: each must reach the page as the same characters, never run. */
const PAYLOADS = [
  '<script>window.__xss(1)</script>',
  '<img src=x onerror="window.__xss(2)">',
  '<svg onload=window.__xss(3)>',
  '<a href="javascript:window.__xss(4)">clique</a>',
];

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('EventReportsPage', () => {
  it('shows each reported target with its content, reasons, dates and latest reports as text', async () => {
    const xss = vi.fn();
    vi.stubGlobal('__xss', xss);
    const comment = makeQueueItem({
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'offensive', count: 1 },
      ],
      reportCount: 3,
      content: {
        title: PAYLOADS[0] ?? '',
        text: PAYLOADS[1] ?? '',
        path: '/events/roda-de-samba#comment-9',
        author: makePerson({ name: PAYLOADS[2], username: 'diego' }),
        hidden: true,
        cancelled: false,
        authorSuspendedUntil: 'forever',
      },
      reports: [makeReport({ reason: 'offensive', details: PAYLOADS[3] ?? '' })],
    });
    fakeModerationApi({ queue: { open: [comment], dismissed: [], actioned: [] } });
    const { container } = renderPage();

    const article = await screen.findByRole('article', { name: PAYLOADS[0] }, slow);
    expect(screen.getByText('1 conteúdo aguardando decisão')).toHaveAttribute('role', 'status');
    expect(within(article).getByText('Comentário')).toBeInTheDocument();
    expect(within(article).getByText('3 denúncias')).toBeInTheDocument();
    expect(within(article).getByRole('list', { name: 'Motivos' })).toHaveTextContent(
      'Spam: 2Conteúdo ofensivo ou discurso de ódio: 1',
    );
    expect(within(article).getByText(PAYLOADS[1] ?? '')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: PAYLOADS[2] })).toHaveAttribute('href', '/user/diego');
    expect(within(article).getByRole('link', { name: 'Abrir' })).toHaveAttribute(
      'href',
      '/events/roda-de-samba#comment-9',
    );
    expect(within(article).getByText('Oculto')).toBeInTheDocument();
    expect(within(article).getByText('Suspenso permanentemente')).toBeInTheDocument();
    const latest = within(article).getByRole('region', { name: 'Denúncias mais recentes' });
    expect(within(latest).getByRole('link', { name: 'Bruno Reis' })).toHaveAttribute('href', '/user/bruno');
    expect(within(latest).getByText(PAYLOADS[3] ?? '')).toBeInTheDocument();
    expect(container.querySelector('script, img, svg[onload], a[href^="javascript"]')).toBeNull();
    expect(xss).not.toHaveBeenCalled();
  });

  it('marks a suspension still running with its end, and leaves out one that ended', async () => {
    const base = makeQueueItem().content;
    fakeModerationApi({
      queue: {
        open: [
          makeQueueItem({
            content: { ...base, title: 'Em curso', authorSuspendedUntil: '2999-01-01T12:00:00.000Z' },
          }),
          makeQueueItem({
            content: { ...base, title: 'Acabou', authorSuspendedUntil: '2020-01-01T12:00:00.000Z' },
          }),
        ],
        dismissed: [],
        actioned: [],
      },
    });
    renderPage();
    const running = await screen.findByRole('article', { name: 'Em curso' }, slow);
    expect(within(running).getByText(/^Suspenso até .*2999/)).toBeInTheDocument();
    expect(within(card('Acabou')).queryByText(/Suspenso/)).toBeNull();
  });

  it('clamps a long text with "ver mais" and never links content outside the app', async () => {
    const long = `${'Texto longo. '.repeat(40)}fim`;
    fakeModerationApi({
      queue: {
        open: [
          makeQueueItem({ content: { ...makeQueueItem().content, text: long, path: 'javascript:alert(1)' } }),
        ],
        dismissed: [],
        actioned: [],
      },
    });
    renderPage();
    const more = await screen.findByRole('button', { name: 'ver mais' }, slow);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'ver menos' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('link', { name: 'Abrir' })).toBeNull();
  });

  it('offers only the actions of each type', async () => {
    fakeModerationApi({
      queue: {
        open: [
          makeQueueItem({
            targetType: 'profile',
            content: { ...makeQueueItem().content, title: 'Perfil da Ana' },
          }),
          makeQueueItem({
            targetType: 'event',
            content: { ...makeQueueItem().content, title: 'Festa falsa' },
          }),
        ],
        dismissed: [],
        actioned: [],
      },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Perfil da Ana' }, slow);
    const buttons = (name: string) =>
      within(within(card(name)).getByRole('group', { name: `Ações para ${name}` }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Perfil da Ana')).toEqual(['Dispensar', 'Suspender autor']);
    expect(buttons('Festa falsa')).toEqual(['Dispensar', 'Ocultar', 'Cancelar evento', 'Suspender autor']);
  });

  it('hides a comment with the required note; the card leaves the list and the count drops', async () => {
    const spam = makeQueueItem({ content: { ...makeQueueItem().content, title: 'Comentário de spam' } });
    const other = makeQueueItem({ content: { ...makeQueueItem().content, title: 'Outro comentário' } });
    const api = fakeModerationApi({ queue: { open: [spam, other], dismissed: [], actioned: [] } });
    renderPage();
    await screen.findByRole('article', { name: 'Comentário de spam' }, slow);
    expect(screen.getByText('2 conteúdos aguardando decisão')).toBeInTheDocument();

    fireEvent.click(within(card('Comentário de spam')).getByRole('button', { name: 'Ocultar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar este conteúdo?' });
    const note = within(dialog).getByRole('textbox', { name: 'Nota (obrigatória)' });
    fireEvent.change(note, { target: { value: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(note).toHaveAccessibleDescription(
      /Escreva uma nota sobre a decisão \(pelo menos 3 caracteres\)\./,
    );
    expect(api.actions).toEqual([]);

    fireEvent.change(note, { target: { value: 'Propaganda repetida' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Comentário de spam')).toBeNull());
    expect(api.actions).toEqual([
      { targetType: 'comment', targetId: spam.targetId, action: 'hide', note: 'Propaganda repetida' },
    ]);
    expect(screen.getByTestId('toast')).toHaveTextContent('Conteúdo ocultado.2 denúncias resolvidas');
    expect(screen.getByText('1 conteúdo aguardando decisão')).toBeInTheDocument();
    expect(card('Outro comentário')).toBeInTheDocument();
  });

  it('suspends the author for the chosen time, asking for it first', async () => {
    const item = makeQueueItem({ content: { ...makeQueueItem().content, title: 'Ofensas' } });
    const api = fakeModerationApi({ queue: { open: [item], dismissed: [], actioned: [] } });
    renderPage();
    await screen.findByRole('article', { name: 'Ofensas' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Suspender autor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender Diego Alves?' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['1 dia', '7 dias', '30 dias', 'Permanente']);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nota (obrigatória)' }), {
      target: { value: 'Ameaças a outras pessoas' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(within(dialog).getByRole('group', { name: 'Por quanto tempo' })).toHaveAccessibleDescription(
      'Escolha por quanto tempo suspender.',
    );
    expect(api.actions).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: '7 dias' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(api.actions).toHaveLength(1));
    expect(api.actions[0]).toMatchObject({
      action: 'suspend',
      suspendDays: 7,
      note: 'Ameaças a outras pessoas',
    });
    expect(await screen.findByText('Nenhuma denúncia aberta.')).toBeInTheDocument();
  });

  it('sends Permanente as a suspension for good', async () => {
    const item = makeQueueItem({
      targetType: 'profile',
      content: { ...makeQueueItem().content, title: 'Perfil' },
    });
    const api = fakeModerationApi({ queue: { open: [item], dismissed: [], actioned: [] } });
    renderPage();
    await screen.findByRole('article', { name: 'Perfil' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Suspender autor' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Permanente' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Golpes repetidos' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(api.actions).toHaveLength(1));
    expect(api.actions[0]).toMatchObject({ targetType: 'profile', action: 'suspend', suspendDays: null });
  });

  it('keeps the note and shows why when the server refuses the action', async () => {
    const item = makeQueueItem({ content: { ...makeQueueItem().content, title: 'Spam' } });
    const api = fakeModerationApi({ queue: { open: [item], dismissed: [], actioned: [] } });
    api.nextWrite = () =>
      problemResponse(409, {
        title: 'Conflito',
        code: 'moderation.nothing_open',
        detail: 'Não há denúncias abertas sobre este conteúdo.',
      });
    renderPage();
    await screen.findByRole('article', { name: 'Spam' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Dispensar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispensar as denúncias?' });
    const note = within(dialog).getByRole('textbox');
    fireEvent.change(note, { target: { value: 'Não é spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispensar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não há denúncias abertas sobre este conteúdo.',
    );
    expect(note).toHaveValue('Não é spam');
  });

  it('keeps the tab and the type filter in the address', async () => {
    const api = fakeModerationApi({
      queue: {
        open: [],
        dismissed: [
          makeQueueItem({ targetType: 'group', content: { ...makeQueueItem().content, title: 'Grupo X' } }),
        ],
        actioned: [],
      },
    });
    const { router } = renderPage();
    expect(await screen.findByText('Nenhuma denúncia aberta.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Abertas' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: 'comment' } });
    expect(router.state.location.search).toBe('?type=comment');
    await waitFor(() =>
      expect(queueRequests(api.requests)).toContain(
        'GET /api/v1/admin/reports?status=open&targetType=comment',
      ),
    );

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Resolvidas' }));
    expect(router.state.location.search).toBe('?status=actioned&type=comment');
    expect(await screen.findByText('Nenhuma denúncia com medida tomada.')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Decisão' }), { target: { value: 'dismissed' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: 'group' } });
    expect(router.state.location.search).toBe('?status=dismissed&type=group');
    const decided = await screen.findByRole('article', { name: 'Grupo X' });
    expect(within(decided).queryByRole('button', { name: 'Dispensar' })).toBeNull();
  });

  it('opens on the tab and filter the address names', async () => {
    const api = fakeModerationApi();
    renderPage('?status=dismissed&type=profile');
    expect(await screen.findByText('Nenhuma denúncia dispensada.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resolvidas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('profile');
    expect(screen.getByRole('combobox', { name: 'Decisão' })).toHaveValue('dismissed');
    expect(queueRequests(api.requests)).toContain(
      'GET /api/v1/admin/reports?status=dismissed&targetType=profile',
    );
  });

  it('loads more a page at a time', async () => {
    const items = [1, 2, 3].map((n) =>
      makeQueueItem({ content: { ...makeQueueItem().content, title: `Alvo ${n}` } }),
    );
    const api = fakeModerationApi({ queue: { open: items, dismissed: [], actioned: [] }, pageSize: 2 });
    renderPage();
    await screen.findByRole('article', { name: 'Alvo 2' }, slow);
    expect(screen.queryByRole('article', { name: 'Alvo 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('article', { name: 'Alvo 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(queueRequests(api.requests)).toContain('GET /api/v1/admin/reports?status=open&cursor=2');
  });

  it('says why the queue failed and tries again', async () => {
    const api = fakeModerationApi({ queue: { open: [makeQueueItem()], dismissed: [], actioned: [] } });
    const failure = () =>
      problemResponse(500, {
        title: 'Erro',
        code: 'internal.error',
        detail: 'Erro interno.',
        requestId: 'req-1',
      });
    api.nextRead = failure;
    renderPage();
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Não foi possível carregar as denúncias.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('shows the moderation log under Registro', async () => {
    fakeModerationApi({
      log: [
        makeLogEntry({ note: '<b>Propaganda</b> repetida.' }),
        makeLogEntry({
          action: 'suspend',
          targetType: 'profile',
          note: 'Golpes',
          suspendedUntil: 'forever',
          resolvedReports: 1,
        }),
      ],
    });
    const { router } = renderPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Registro' }, slow));
    expect(router.state.location.search).toBe('?status=log');
    expect(await screen.findByText('<b>Propaganda</b> repetida.')).toBeInTheDocument();
    const suspended = screen.getByText('Golpes').closest('li');
    expect(suspended).toHaveTextContent('Suspender autor');
    expect(suspended).toHaveTextContent('Perfil');
    expect(suspended).toHaveTextContent('1 denúncia resolvida · Suspenso permanentemente');
    expect(screen.getAllByRole('link', { name: 'Joana Souza' })[0]).toHaveAttribute('href', '/user/joana');
  });
});

describe('AdminIndexPage', () => {
  it('links the reports page with how many targets wait', async () => {
    const api = fakeModerationApi({
      queue: { open: [makeQueueItem(), makeQueueItem()], dismissed: [], actioned: [] },
    });
    renderAdminPage('/admin', <AdminIndexPage />);
    const description = await screen.findByText(
      'Eventos, comentários, grupos e perfis denunciados pelas pessoas.',
      {},
      slow,
    );
    const link = description.closest('a');
    expect(link).toHaveAttribute('href', '/admin/event-reports');
    await waitFor(() => expect(link).toHaveTextContent('2 abertas'));
    expect(api.requests).toContain('GET /api/v1/admin/reports?status=open&limit=1');
  });
});
