import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../../test/http.ts';
import { dismissToast } from '../../../../ui/toast/toast-store.ts';
import { makeGroupCard } from '../../../groups/testing/group-fixtures.ts';
import { fakeSocialApi } from '../../testing/fake-social-api.ts';
import { renderSocialPage } from '../../testing/render-social-page.tsx';
import { makePersonCard } from '../../testing/social-fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => dismissToast());

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;

describe('the Seguindo tab', () => {
  it('lists the people I follow, and unfollowing one says so', async () => {
    const ana = makePersonCard('Ana Lima', { following: true });
    const api = fakeSocialApi({ following: [ana, makePersonCard('Bruno Reis', { following: true })] });
    renderSocialPage('/social?tab=seguindo');
    const people = await section('Pessoas que você segue');
    const list = await within(people).findByRole('list', { name: 'Pessoas que você segue' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Ana Lima', 'Bruno Reis']);
    fireEvent.click(within(list).getByRole('button', { name: 'Deixar de seguir Ana Lima' }));
    expect(await screen.findByText('Você deixou de seguir Ana Lima.')).toBeInTheDocument();
    expect(api.requests).toContain(`DELETE /api/v1/me/following/${ana.id}`);
    await waitFor(() => expect(within(people).queryByRole('article', { name: 'Ana Lima' })).toBeNull());
  });

  it('lists the groups I follow as group cards', async () => {
    fakeSocialApi({
      followedGroups: [
        makeGroupCard({ name: 'Corredores da Orla', slug: 'corredores-da-orla' }),
        makeGroupCard({ name: 'Samba da Vila', slug: 'samba-da-vila' }),
      ],
    });
    renderSocialPage('/social?tab=seguindo');
    const groups = await section('Grupos que você segue');
    const list = await within(groups).findByRole('list', { name: 'Grupos que você segue' });
    expect(within(list).getByRole('link', { name: 'Corredores da Orla' })).toHaveAttribute(
      'href',
      '/groups/corredores-da-orla',
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has an empty state for each list, leading to people and to groups', async () => {
    fakeSocialApi();
    renderSocialPage('/social?tab=seguindo');
    const people = await section('Pessoas que você segue');
    expect(await within(people).findByText('Você ainda não segue ninguém')).toBeInTheDocument();
    expect(within(people).getByRole('link', { name: 'Encontrar pessoas' })).toHaveAttribute(
      'href',
      '/social?tab=friends',
    );
    const groups = await section('Grupos que você segue');
    expect(await within(groups).findByText('Você ainda não segue nenhum grupo')).toBeInTheDocument();
    expect(within(groups).getByRole('link', { name: 'Explorar grupos' })).toHaveAttribute('href', '/groups');
  });

  it('says when a list could not be read, and retries it', async () => {
    const api = fakeSocialApi({ following: [makePersonCard('Ana Lima', { following: true })] });
    api.failures['GET /api/v1/me/following'] = () =>
      problemResponse(503, { title: 'x', code: 'database.unavailable', detail: 'Banco indisponível.' });
    renderSocialPage('/social?tab=seguindo');
    const people = await section('Pessoas que você segue');
    const alert = await within(people).findByRole('alert');
    expect(alert).toHaveTextContent('Falha ao carregar quem você segue');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(people).findByRole('article', { name: 'Ana Lima' })).toBeInTheDocument();
  });
});
