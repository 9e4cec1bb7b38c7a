import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePeopleApi } from '../testing/fake-people-api.ts';
import { FRIEND, makePersonCard, makeProfile, STRANGER } from '../testing/people-fixtures.ts';
import { renderPeoplePages, SIGNED_IN } from '../testing/render-people-page.tsx';

const slow = { timeout: 3_000 };

const bia = makePersonCard({ name: 'Bia Souza', username: 'bia', mutualFriends: 3, relationship: FRIEND });
const caio = makePersonCard({ name: 'Caio Prado', username: 'caio', city: 'Recife', relationship: STRANGER });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PersonFriendsPage', () => {
  it('lists the friends, mutual ones marked "Em comum", each linking to their profile', async () => {
    const fake = fakePeopleApi({ profiles: [makeProfile()], friends: { ana: [bia, caio] } });
    renderPeoplePages('/user/ana/friends', SIGNED_IN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amigos de Ana Lima' }, slow),
    ).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Amigos de Ana Lima' }, slow));
    const cards = list.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Bia Souza', 'Caio Prado']);
    expect(within(cards[0] as HTMLElement).getByText('Em comum')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('3 amigos em comum')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByText('Em comum')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByText('Recife')).toBeInTheDocument();
    expect(list.getByRole('link', { name: /Bia Souza/ })).toHaveAttribute('href', '/user/bia');
    expect(screen.getByText('2 amigos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao perfil de Ana Lima' })).toHaveAttribute(
      'href',
      '/user/ana',
    );
    expect(fake.requests).toContain('GET /api/v1/profiles/ana/friends?limit=20');
    expect(document.title).toBe('Amigos de Ana Lima · Eventos');
  });

  it('gives a signed-in viewer the friend button on each card', async () => {
    const fake = fakePeopleApi({ profiles: [makeProfile()], friends: { ana: [bia, caio] } });
    renderPeoplePages('/user/ana/friends', SIGNED_IN);
    const card = (await screen.findByRole('article', { name: 'Caio Prado' }, slow)) as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Adicionar amigo' }));
    expect(await within(card).findByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
    expect(fake.writes).toEqual([`PUT friends/${caio.id}`]);
    expect(
      screen.getByRole('button', { name: 'Amigos: opções da amizade com Bia Souza' }),
    ).toBeInTheDocument();
  });

  it('shows a visitor the list without buttons', async () => {
    fakePeopleApi({
      profiles: [makeProfile({ relationship: null })],
      friends: { ana: [{ ...bia, relationship: null }] },
    });
    renderPeoplePages('/user/ana/friends');
    const card = await screen.findByRole('article', { name: 'Bia Souza' }, slow);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Adicionar amigo' })).toBeNull();
  });

  it('says so when the list is hidden from the viewer', async () => {
    fakePeopleApi({ profiles: [makeProfile({ canSeeFriends: false })] });
    renderPeoplePages('/user/ana/friends', SIGNED_IN);
    expect(await screen.findByText('Lista de amigos privada', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Ana Lima escolheu não mostrar a lista de amigos a você.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('has an empty state, and loads more a page at a time', async () => {
    fakePeopleApi({ profiles: [makeProfile(), makeProfile({ username: 'lia', name: 'Lia' })] });
    const { unmount } = renderPeoplePages('/user/lia/friends', SIGNED_IN);
    expect(await screen.findByText('Lia ainda não tem amigos no Eventos.', {}, slow)).toBeInTheDocument();
    unmount();

    const many = Array.from({ length: 23 }, (_, i) => makePersonCard({ name: `Amiga ${i + 1}` }));
    fakePeopleApi({ profiles: [makeProfile()], friends: { ana: many } });
    renderPeoplePages('/user/ana/friends', SIGNED_IN);
    expect(await screen.findByRole('article', { name: 'Amiga 20' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Amiga 21' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('article', { name: 'Amiga 23' })).toBeInTheDocument();
  });

  it('is the not-found page for someone unknown or blocked', async () => {
    fakePeopleApi({ profiles: [] });
    renderPeoplePages('/user/ana/friends', SIGNED_IN);
    expect(await screen.findByText('Perfil não encontrado', {}, slow)).toBeInTheDocument();
  });
});
