import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../../ui/toast/toast-store.ts';
import { fakeSocialApi } from '../../testing/fake-social-api.ts';
import { renderSocialPage } from '../../testing/render-social-page.tsx';
import { makePersonCard, makeSuggestion } from '../../testing/social-fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => dismissToast());

const asked = (name: string) => ({
  person: makePersonCard(name, { friendship: 'request_received' }),
  requestedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
});
const sent = (name: string) => ({
  person: makePersonCard(name, { friendship: 'request_sent' }),
  requestedAt: new Date(Date.now() - 24 * 3600_000).toISOString(),
});

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).closest(
    'section',
  ) as HTMLElement;

describe('the friends tab', () => {
  it('lists requests received with their count, and accepting one makes a friend', async () => {
    const api = fakeSocialApi({ received: [asked('Ana Lima'), asked('Bruno Reis')] });
    renderSocialPage('/social?tab=friends');
    const received = await section('Pedidos recebidos');
    expect(await within(received).findByRole('heading', { name: 'Pedidos recebidos 2' })).toBeInTheDocument();
    const list = within(received).getByRole('list', { name: 'Pedidos recebidos' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Ana Lima', 'Bruno Reis']);
    expect(list).toHaveTextContent('Pediu há 3 horas');
    fireEvent.click(within(list).getByRole('button', { name: 'Aceitar o pedido de amizade de Ana Lima' }));
    await waitFor(() => expect(within(received).queryByRole('article', { name: 'Ana Lima' })).toBeNull());
    expect(api.requests.some((r) => r.startsWith('PUT /api/v1/me/friends/'))).toBe(true);
    const mine = await section('Meus amigos');
    expect(await within(mine).findByRole('article', { name: 'Ana Lima' })).toBeInTheDocument();
  });

  it('declines a request received', async () => {
    const request = asked('Ana Lima');
    const api = fakeSocialApi({ received: [request] });
    renderSocialPage('/social?tab=friends');
    const received = await section('Pedidos recebidos');
    fireEvent.click(
      await within(received).findByRole('button', { name: 'Recusar o pedido de amizade de Ana Lima' }),
    );
    expect(
      await within(received).findByText('Nenhum pedido de amizade esperando sua resposta.'),
    ).toBeInTheDocument();
    expect(api.requests).toContain(`DELETE /api/v1/me/friends/${request.person.id}`);
    expect(api.friends).toEqual([]);
  });

  it('cancels a request sent', async () => {
    const request = sent('Carla Dias');
    const api = fakeSocialApi({ sent: [request] });
    renderSocialPage('/social?tab=friends');
    const mine = await section('Pedidos enviados');
    expect(await within(mine).findByText('Enviado ontem')).toBeInTheDocument();
    fireEvent.click(within(mine).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await within(mine).findByText('Nenhum pedido seu aguardando resposta.')).toBeInTheDocument();
    expect(api.requests).toContain(`DELETE /api/v1/me/friends/${request.person.id}`);
  });

  it('searches people as one types (once the typing pauses) and sends a request from the result', async () => {
    const ana = makePersonCard('Ana Lima');
    const api = fakeSocialApi({ people: [ana, makePersonCard('Bruno Reis')] });
    renderSocialPage('/social?tab=friends');
    const search = await section('Buscar pessoas');
    const field = within(search).getByRole('searchbox', { name: 'Buscar pessoas por nome ou usuário' });
    fireEvent.change(field, { target: { value: 'an' } });
    fireEvent.change(field, { target: { value: 'ana' } });
    const results = await within(search).findByRole('list', { name: 'Pessoas encontradas' });
    expect(
      within(results)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Ana Lima']);
    expect(api.requests.filter((r) => r.startsWith('GET /api/v1/people'))).toEqual([
      'GET /api/v1/people?q=ana&limit=10',
    ]);
    fireEvent.click(within(results).getByRole('button', { name: 'Adicionar amigo' }));
    expect(await within(results).findByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
    expect(api.requests).toContain(`PUT /api/v1/me/friends/${ana.id}`);
    fireEvent.change(field, { target: { value: 'zzz' } });
    expect(await within(search).findByText('Ninguém encontrado para “zzz”.')).toBeInTheDocument();
  });

  it('suggests people with the reason: mutual friends or the same events', async () => {
    fakeSocialApi({
      suggestions: [
        makeSuggestion('Davi Melo', { mutualFriends: 4 }),
        makeSuggestion('Eva Rocha', { reason: 'same_events', sharedEvents: 2 }),
      ],
    });
    renderSocialPage('/social?tab=friends');
    const suggestions = await section('Pessoas que você talvez conheça');
    expect(await within(suggestions).findByRole('article', { name: 'Davi Melo' })).toHaveTextContent(
      '4 amigos em comum',
    );
    expect(within(suggestions).getByRole('article', { name: 'Eva Rocha' })).toHaveTextContent(
      'Vão aos mesmos eventos',
    );
    expect(within(suggestions).getAllByRole('button', { name: 'Adicionar amigo' })).toHaveLength(2);
  });

  it('lists my friends with their total, filters them by name, and loads more', async () => {
    const friends = Array.from({ length: 23 }, (_, i) =>
      makePersonCard(`Amigo ${String(i + 1).padStart(2, '0')}`, { friendship: 'friends' }),
    );
    friends.push(makePersonCard('Zélia Prado', { friendship: 'friends' }));
    const api = fakeSocialApi({ friends });
    renderSocialPage('/social?tab=friends');
    const mine = await section('Meus amigos');
    expect(await within(mine).findByRole('heading', { name: 'Meus amigos 24' })).toBeInTheDocument();
    const list = within(mine).getByRole('list', { name: 'Meus amigos' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    fireEvent.click(within(mine).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(24));
    fireEvent.change(within(mine).getByRole('searchbox', { name: 'Filtrar meus amigos' }), {
      target: { value: 'zelia' },
    });
    await waitFor(() =>
      expect(
        within(within(mine).getByRole('list', { name: 'Meus amigos' }))
          .getAllByRole('article')
          .map((a) => a.getAttribute('aria-label')),
      ).toEqual(['Zélia Prado']),
    );
    expect(api.requests.some((r) => r.startsWith('GET /api/v1/me/friends?q=zelia'))).toBe(true);
    fireEvent.change(within(mine).getByRole('searchbox', { name: 'Filtrar meus amigos' }), {
      target: { value: 'ninguém' },
    });
    expect(await within(mine).findByText('Nenhum amigo com “ninguém”.')).toBeInTheDocument();
  });

  it('says so when there are no friends yet', async () => {
    fakeSocialApi();
    renderSocialPage('/social?tab=friends');
    const mine = await section('Meus amigos');
    expect(await within(mine).findByText('Você ainda não tem amigos por aqui')).toBeInTheDocument();
  });
});
