import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { makeMe } from '../testing/me-fixture.ts';
import { renderProfilePage } from '../testing/render-profile-page.tsx';
import { PublicProfilePage } from './public-profile-page.tsx';

const profile = {
  id: '00000000-0000-4000-8000-000000000002',
  username: 'joao',
  firstName: 'João',
  lastName: 'Souza',
  bio: '<img src=x onerror=alert(1)> Produtor de shows',
  avatarPath: null,
  createdAt: '2025-03-10T12:00:00.000Z',
};

describe('PublicProfilePage', () => {
  it('shows name, @username, the bio as plain text, member since and the page title', async () => {
    const fetch = stubFetch(() => jsonResponse(profile));
    const { container } = renderProfilePage(<PublicProfilePage />, '/user/joao', { path: '/user/:username' });

    expect(await screen.findByRole('heading', { level: 1, name: 'João Souza' })).toBeInTheDocument();
    expect(screen.getByText('@joao')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> Produtor de shows')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Membro desde março de 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de João Souza' })).toHaveTextContent('JS');
    expect(document.title).toBe('João Souza · Eventos');
    expect(fetch.mock.calls[0]?.[0].toString()).toBe('/api/v1/profiles/joao');
    expect(screen.queryByRole('link', { name: 'Editar perfil' })).toBeNull();
  });

  it('offers the owner a link to edit the profile', async () => {
    stubFetch(() => jsonResponse(profile));
    renderProfilePage(<PublicProfilePage />, '/user/joao', {
      path: '/user/:username',
      me: makeMe({ username: 'joao' }),
    });
    expect(await screen.findByRole('link', { name: 'Editar perfil' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  });

  it('shows a friendly not-found state for an unknown username', async () => {
    stubFetch(() =>
      problemResponse(404, {
        title: 'Não encontrado',
        code: 'profile.not_found',
        detail: 'Perfil não encontrado.',
      }),
    );
    renderProfilePage(<PublicProfilePage />, '/user/ninguem', { path: '/user/:username' });

    expect(await screen.findByText('Perfil não encontrado')).toBeInTheDocument();
    expect(screen.getByText(/@ninguem/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
    expect(document.title).toBe('Perfil não encontrado · Eventos');
  });

  it('offers a retry when the server fails', async () => {
    stubFetch(() =>
      problemResponse(500, { title: 'Erro', code: 'internal.error', detail: 'Erro interno do servidor.' }),
    );
    renderProfilePage(<PublicProfilePage />, '/user/joao', { path: '/user/:username' });
    expect(await screen.findByText('Não foi possível carregar este perfil.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
