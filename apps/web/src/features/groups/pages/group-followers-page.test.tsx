import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGroupsApi } from '../testing/fake-groups-api.ts';
import { makeFollower, makeGroupDetail } from '../testing/group-fixtures.ts';
import { renderGroupPages } from '../testing/render-group-page.tsx';

const slow = { timeout: 3_000 };

const group = makeGroupDetail({ name: 'Samba da Vila', slug: 'samba-da-vila' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GroupFollowersPage', () => {
  it('lists who follows the group with the total, a page at a time, and leads back to the group', async () => {
    const followers = [
      makeFollower({ name: 'Bia Nunes', username: 'bia', avatarUrl: '/uploads/avatars/bia.webp' }),
      makeFollower({ name: 'Rui Costa', username: null }),
      ...Array.from({ length: 30 }, (_, i) => makeFollower({ name: `Seguidor ${i + 1}` })),
    ];
    const api = fakeGroupsApi({ groups: [group], followers: { [group.id]: followers } });
    renderGroupPages('/groups/samba-da-vila/followers');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seguidores do Grupo' }, slow),
    ).toBeInTheDocument();
    expect(await screen.findByText('32 seguidores')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Seguidores' }));
    expect(list.getByRole('link', { name: /Bia Nunes/ })).toHaveAttribute('href', '/user/bia');
    expect(list.getByText('Rui Costa').closest('a')).toBeNull();
    expect(list.getAllByText('Segue desde 1 de fev. de 2026')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Voltar para Samba da Vila' })).toHaveAttribute(
      'href',
      '/groups/samba-da-vila',
    );
    expect(document.title).toBe('Seguidores de Samba da Vila · Eventos');

    expect(list.queryByText('Seguidor 30')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Seguidor 30')).toBeInTheDocument();
    const asked = api.requests.filter((r) => r.includes('/followers'));
    expect(asked.map((r) => new URL(r.slice(4), 'http://localhost').searchParams.get('cursor'))).toEqual([
      null,
      '30',
    ]);
    expect(asked[0]).toContain(`/api/v1/groups/${group.id}/followers`);
  });

  it('says nobody follows the group yet', async () => {
    fakeGroupsApi({ groups: [group] });
    renderGroupPages('/groups/samba-da-vila/followers');
    expect(await screen.findByText('Ninguém segue este grupo ainda', {}, slow)).toBeInTheDocument();
  });

  it('is the not-found page for a private group the person is outside of', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeGroupsApi({ groups: [makeGroupDetail({ slug: 'segredo', visibility: 'private' })] });
    renderGroupPages('/groups/segredo/followers');
    expect(await screen.findByText('Erro 404 group.not_found', {}, slow)).toBeInTheDocument();
  });
});
