import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { ANA, BRUNO, EVENT_ID, JOANA, makeComment, makeDiscussion } from '../testing/discussion-fixtures.ts';
import { fakeDiscussionApi } from '../testing/fake-discussion-api.ts';
import { renderDiscussion, SIGNED_IN } from '../testing/render-discussion.tsx';

const slow = { timeout: 3_000 };
const openMenu = (name: string) => fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
const OPEN = makeDiscussion({ canComment: true });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('EventDiscussion', () => {
  it('shows a visitor the count, the pinned comment first, threads, and Entre para comentar', async () => {
    const older = makeComment({ body: 'Tem estacionamento?' });
    const pinned = makeComment({ body: 'Chegue às 18h.', pinned: true, author: BRUNO });
    const newer = makeComment({ body: 'Alguém vai de metrô?\nSaio da Sé.' });
    const fake = fakeDiscussionApi(EVENT_ID, { comments: [older, pinned, newer] });
    renderDiscussion();

    expect(await screen.findByRole('heading', { level: 2, name: 'Comentários' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('3 comentários')).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items.map((item) => item.id)).toEqual([
      `comment-${pinned.id}`,
      `comment-${newer.id}`,
      `comment-${older.id}`,
    ]);
    expect(within(items[0] as HTMLElement).getByText('Fixado')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(/Alguém vai de metrô\?/)).toHaveTextContent(
      'Alguém vai de metrô? Saio da Sé.',
    );
    expect(screen.getByRole('link', { name: 'Entre para comentar' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent('/events/roda-de-samba#comments')}`,
    );
    expect(screen.queryByRole('button', { name: /Responder/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Opções da organização' })).toBeNull();
    expect(fake.requests[0]).toBe(`GET /api/v1/events/${EVENT_ID}/comments?order=newest`);

    fireEvent.change(screen.getByRole('combobox', { name: 'Ordem' }), { target: { value: 'oldest' } });
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((item) => item.id)).toEqual([
        `comment-${pinned.id}`,
        `comment-${older.id}`,
        `comment-${newer.id}`,
      ]),
    );
  });

  it('reads the next page with Carregar mais comentários', async () => {
    const comments = Array.from({ length: 23 }, (_, n) => makeComment({ body: `Recado ${n + 1}` }));
    const fake = fakeDiscussionApi(EVENT_ID, { comments });
    renderDiscussion();
    await screen.findByText('Recado 23', {}, slow);
    expect(screen.getAllByRole('article')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais comentários' }));
    expect(await screen.findByText('Recado 1')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Carregar mais comentários' })).toBeNull();
    expect(fake.requests.at(-1)).toBe(`GET /api/v1/events/${EVENT_ID}/comments?order=newest&cursor=20`);
  });

  it('says when there is nothing yet, and offers to try again after a failure', async () => {
    const fake = fakeDiscussionApi(EVENT_ID);
    let fail = true;
    const answer = fake.fetch.getMockImplementation();
    fake.fetch.mockImplementation(async (input, init) =>
      fail
        ? problemResponse(500, { title: 'Erro', code: 'internal.error', detail: 'Erro interno.' })
        : (answer?.(input, init) as Promise<Response>),
    );
    renderDiscussion();
    expect(await screen.findByText('Não foi possível carregar os comentários', {}, slow)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum comentário ainda')).toBeInTheDocument();
  });

  it('keeps the text and shows the reason beside the box when a comment is refused, then sends it', async () => {
    const fake = fakeDiscussionApi(EVENT_ID, { discussion: OPEN });
    renderDiscussion('/events/roda-de-samba', SIGNED_IN);
    const box = await screen.findByRole('combobox', { name: 'Escreva um comentário' }, slow);

    fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Escreva um comentário.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(fake.writes).toEqual([]);

    fireEvent.change(box, { target: { value: 'Posso levar meu cachorro?' } });
    fake.nextWrite = () =>
      problemResponse(429, {
        title: 'Devagar',
        code: 'comment.rate_limited',
        detail: 'Você está comentando rápido demais. Aguarde um pouco e tente de novo.',
      });
    fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(
      await screen.findByText('Você está comentando rápido demais. Aguarde um pouco e tente de novo.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Posso levar meu cachorro?');

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = fake.fetch.getMockImplementation();
    fake.nextWrite = async () => {
      fake.nextWrite = null;
      await held;
      return (await answer?.(`/api/v1/events/${EVENT_ID}/comments`, {
        method: 'POST',
        body: JSON.stringify({ body: 'Posso levar meu cachorro?' }),
      })) as Response;
    };
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    release();
    const posted = await screen.findByText('Posso levar meu cachorro?', { selector: 'span' });
    expect(box).toHaveValue('');
    await waitFor(() => expect(posted.closest('article')).toHaveFocus());
    expect(fake.comments.map((c) => c.body)).toEqual(['Posso levar meu cachorro?']);
  });

  it('counts the characters near the limit and refuses a text over it', async () => {
    fakeDiscussionApi(EVENT_ID, { discussion: OPEN });
    renderDiscussion('/events/roda-de-samba', SIGNED_IN);
    const box = await screen.findByRole('combobox', { name: 'Escreva um comentário' }, slow);
    fireEvent.change(box, { target: { value: 'a'.repeat(1900) } });
    expect(screen.getByText('1900 de 2000 caracteres')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('O comentário deve ter no máximo 2000 caracteres.')).toBeInTheDocument();
  });

  it('shows replies flat under their thread, says whom a reply to a reply answers, and loads the rest', async () => {
    const root = makeComment({ body: 'Quem vai de carro?' });
    const first = makeComment({ rootId: root.id, author: BRUNO, body: 'Eu vou.' });
    const replies = [
      first,
      makeComment({
        rootId: root.id,
        body: 'Me dá uma carona?',
        replyTo: { id: first.id, username: 'bruno', name: 'Bruno Reis' },
      }),
      makeComment({ rootId: root.id, author: BRUNO, body: 'Claro.' }),
      makeComment({ rootId: root.id, body: 'Valeu!' }),
      makeComment({ rootId: root.id, author: BRUNO, body: 'Às 17h na praça.' }),
    ];
    const fake = fakeDiscussionApi(EVENT_ID, { comments: [root, ...replies], discussion: OPEN });
    renderDiscussion('/events/roda-de-samba', SIGNED_IN);

    const thread = within(
      await screen.findByRole('list', { name: 'Respostas ao comentário de Ana Lima' }, slow),
    );
    expect(thread.getAllByRole('article')).toHaveLength(3);
    const answer = thread.getByText('Me dá uma carona?').closest('article') as HTMLElement;
    expect(within(answer).getByText('em resposta a')).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: '@bruno' })).toHaveAttribute(
      'href',
      `#comment-${first.id}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Ver mais respostas (2)' }));
    expect(await screen.findByText('Às 17h na praça.')).toBeInTheDocument();
    expect(fake.requests).toContain(`GET /api/v1/comments/${root.id}/replies`);
    expect(screen.queryByRole('button', { name: /Ver mais respostas/ })).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'Responder a Bruno Reis' })[0] as HTMLElement);
    const reply = await screen.findByRole('combobox', { name: 'Sua resposta a Bruno Reis' });
    expect(reply).toHaveValue('@bruno ');
    await waitFor(() => expect(reply).toHaveFocus());
    fireEvent.change(reply, { target: { value: '@bruno também quero!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await waitFor(() =>
      expect(fake.writes.at(-1)).toBe(
        `POST comments {"body":"@bruno também quero!","parentId":"${first.id}"}`,
      ),
    );
    expect(await screen.findByText('@bruno também quero!')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sua resposta a Bruno Reis' })).toBeNull();
  });

  it('lets the author edit with a mark and delete, keeping "comentário removido" while replies remain', async () => {
    const mine = makeComment({ author: JOANA, body: 'Levo o pandeiro', canEdit: true, canDelete: true });
    const answer = makeComment({ rootId: mine.id, body: 'Boa!' });
    const fake = fakeDiscussionApi(EVENT_ID, { comments: [mine, answer], discussion: OPEN });
    renderDiscussion('/events/roda-de-samba', SIGNED_IN);
    await screen.findByText('Levo o pandeiro', {}, slow);
    expect(screen.queryByRole('menuitem')).toBeNull();

    openMenu('Mais ações do comentário de Joana Souza');
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Copiar link',
      'Editar',
      'Excluir',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
    const box = await screen.findByRole('combobox', { name: 'Editar comentário' });
    expect(box).toHaveValue('Levo o pandeiro');
    fireEvent.change(box, { target: { value: 'Levo o pandeiro e o surdo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Levo o pandeiro e o surdo', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('(editado)')).toBeInTheDocument();
    expect(fake.writes).toEqual([`PATCH ${mine.id} {"body":"Levo o pandeiro e o surdo"}`]);

    openMenu('Mais ações do comentário de Joana Souza');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir comentário?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('comentário removido')).toBeInTheDocument();
    expect(screen.queryByText('Levo o pandeiro e o surdo')).toBeNull();
    expect(screen.getByText('Boa!')).toBeInTheDocument();
    expect(fake.writes.at(-1)).toBe(`DELETE ${mine.id}`);
  });

  it('gives the organiser pin, hide, close and the notify switch; others only Denunciar', async () => {
    const question = makeComment({ body: 'Tem meia-entrada?', canModerate: true, canReport: true });
    const spam = makeComment({
      author: BRUNO,
      body: 'Compre seguidores',
      canModerate: true,
      canReport: true,
    });
    const fake = fakeDiscussionApi(EVENT_ID, {
      comments: [question, spam],
      discussion: makeDiscussion({ canComment: true, canModerate: true, notifyOrganizer: true }),
    });
    renderDiscussion('/events/roda-de-samba', SIGNED_IN);
    const controls = within(await screen.findByRole('region', { name: 'Opções da organização' }, slow));
    const notify = controls.getByRole('switch', { name: 'Avisar-me de novos comentários' });
    expect(notify).toBeChecked();

    openMenu('Mais ações do comentário de Ana Lima');
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Copiar link',
      'Fixar',
      'Ocultar',
      'Denunciar',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Fixar' }));
    const pinned = await screen.findByText('Fixado');
    expect(pinned.closest('article')).toHaveAttribute('id', `comment-${question.id}`);
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('id', `comment-${question.id}`);

    openMenu('Mais ações do comentário de Bruno Reis');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ocultar' }));
    expect(await screen.findByText('Oculto: só a organização vê')).toBeInTheDocument();

    fireEvent.click(notify);
    await waitFor(() => expect(fake.writes).toContain('PATCH discussion {"notifyOrganizer":false}'));
    await waitFor(() => expect(notify).not.toBeChecked());

    fireEvent.click(controls.getByRole('button', { name: 'Encerrar comentários' }));
    expect(await screen.findByText('Comentários encerrados', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Escreva um comentário' })).toBeNull();
    expect(controls.getByRole('button', { name: 'Reabrir comentários' })).toBeInTheDocument();
    expect(fake.writes).toEqual([
      `PUT ${question.id}/pin`,
      `PUT ${spam.id}/hidden`,
      'PATCH discussion {"notifyOrganizer":false}',
      'PATCH discussion {"closed":true}',
    ]);
  });

  it('opens the report dialog for a comment from its menu', async () => {
    fakeDiscussionApi(EVENT_ID, {
      comments: [makeComment({ author: BRUNO, body: 'Compre já', canReport: true })],
    });
    renderDiscussion('/events/roda-de-samba', SIGNED_IN);
    await screen.findByText('Compre já', {}, slow);
    openMenu('Mais ações do comentário de Bruno Reis');
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Copiar link',
      'Denunciar',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar comentário' }, slow);
    expect(within(dialog).getByText('Bruno Reis')).toBeInTheDocument();
  });

  it('copies the link of a comment', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const comment = makeComment({ body: 'Até lá!' });
    fakeDiscussionApi(EVENT_ID, { comments: [comment] });
    renderDiscussion();
    await screen.findByText('Até lá!', {}, slow);
    openMenu('Mais ações do comentário de Ana Lima');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copiar link' }));
    expect(await screen.findByText('Link do comentário copiado.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/events/${EVENT_ID}#comment-${comment.id}`);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('tells everyone when the discussion is closed', async () => {
    fakeDiscussionApi(EVENT_ID, { comments: [makeComment()], discussion: makeDiscussion({ closed: true }) });
    renderDiscussion('/events/roda-de-samba', SIGNED_IN);
    expect(await screen.findByText('Comentários encerrados', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Escreva um comentário' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Responder/ })).toBeNull();
  });

  it('opens a #comment- link that is not on the first page around it, rings and focuses it, then reads earlier ones', async () => {
    const comments = Array.from({ length: 25 }, (_, n) => makeComment({ body: `Mensagem ${n + 1}` }));
    const target = comments[2];
    if (!target) throw new Error('fixture');
    const fake = fakeDiscussionApi(EVENT_ID, { comments });
    renderDiscussion(`/events/roda-de-samba#comment-${target.id}`);

    const article = await screen.findByText('Mensagem 3', {}, slow);
    const element = article.closest('article') as HTMLElement;
    await waitFor(() => expect(element).toHaveFocus());
    expect(element).toHaveClass('ring-2');
    expect(fake.requests).toContain(
      `GET /api/v1/events/${EVENT_ID}/comments?order=newest&around=${target.id}`,
    );
    expect(screen.queryByText('Mensagem 25')).toBeNull();

    // Two pages of the comments before it, the nearest first.
    fireEvent.click(screen.getByRole('button', { name: 'Ver comentários anteriores' }));
    expect(await screen.findByText('Mensagem 4')).toBeInTheDocument();
    expect(screen.queryByText('Mensagem 25')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver comentários anteriores' }));
    expect(await screen.findByText('Mensagem 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Ver comentários anteriores' })).toBeNull();
  });

  it('finds a linked reply deep in a thread by reading the thread', async () => {
    const root = makeComment({ body: 'Pergunta' });
    const replies = Array.from({ length: 5 }, (_, n) =>
      makeComment({ rootId: root.id, body: `Resposta ${n + 1}` }),
    );
    const last = replies[4];
    if (!last) throw new Error('fixture');
    fakeDiscussionApi(EVENT_ID, { comments: [root, ...replies] });
    renderDiscussion(`/events/roda-de-samba#comment-${last.id}`);
    const reply = await screen.findByText('Resposta 5', {}, slow);
    await waitFor(() => expect(reply.closest('article')).toHaveFocus());
  });

  it('finds a linked reply deep in the pinned thread', async () => {
    const root = makeComment({ body: 'Leia antes de vir', pinned: true });
    const replies = Array.from({ length: 5 }, (_, n) =>
      makeComment({ rootId: root.id, body: `Nota ${n + 1}` }),
    );
    const last = replies[4];
    if (!last) throw new Error('fixture');
    fakeDiscussionApi(EVENT_ID, { comments: [makeComment(), root, ...replies, makeComment()] });
    renderDiscussion(`/events/roda-de-samba#comment-${last.id}`);
    const reply = await screen.findByText('Nota 5', {}, slow);
    await waitFor(() => expect(reply.closest('article')).toHaveFocus());
  });

  it('says so when a linked comment is gone', async () => {
    fakeDiscussionApi(EVENT_ID, { comments: [makeComment({ body: 'Oi' })] });
    renderDiscussion('/events/roda-de-samba#comment-40000000-0000-4000-8000-00000000dead');
    expect(
      await screen.findByText('Esse comentário não está mais disponível.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Oi')).toBeInTheDocument();
  });

  it('renders scripts and markup in a comment as text, and links only safe addresses', async () => {
    const payload =
      '<img src=x onerror=alert(1)> javascript:alert(1) <script>alert(2)</script> https://ok.example/x @ana';
    fakeDiscussionApi(EVENT_ID, {
      comments: [makeComment({ body: payload, mentions: [{ id: ANA.id, username: 'ana' }] })],
    });
    const { container } = renderDiscussion();
    const article = (await screen.findByText(/onerror/, {}, slow)).closest('article') as HTMLElement;
    expect(article).toHaveTextContent(payload);
    expect(container.querySelector('img[src="x"], script')).toBeNull();
    const links = within(article).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/user/ana',
      'https://ok.example/x',
      '/user/ana',
    ]);
    expect(within(article).getByRole('link', { name: 'https://ok.example/x' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener noreferrer',
    );
    expect(within(article).getByRole('link', { name: 'https://ok.example/x' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
