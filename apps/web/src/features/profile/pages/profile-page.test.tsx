import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../testing/me-fixture.ts';
import { renderProfilePage } from '../testing/render-profile-page.tsx';
import { ProfilePage } from './profile-page.tsx';

describe('ProfilePage', () => {
  it('shows the profile, the private e-mail and the account links', async () => {
    renderProfilePage(<ProfilePage />, '/profile', { me: makeMe({ bio: 'Gosto de teatro.' }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Maria Silva' })).toBeInTheDocument();
    expect(screen.getByText('@maria.silva')).toBeInTheDocument();
    expect(screen.getByText('Gosto de teatro.')).toBeInTheDocument();
    expect(screen.getByText('maria@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText('Só você vê o seu e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByRole('link', { name: 'Segurança e privacidade' })).toHaveAttribute(
      'href',
      '/security-privacy',
    );
    expect(screen.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute('href', '/change-password');
    expect(screen.getByRole('link', { name: 'Ver perfil público' })).toHaveAttribute(
      'href',
      '/user/maria.silva',
    );
    expect(screen.queryByText('Seu perfil está incompleto.')).toBeNull();
  });

  it('says the profile is incomplete and links to completing it', async () => {
    renderProfilePage(<ProfilePage />, '/profile', {
      me: makeMe(
        { username: null, birthDate: null, status: 'pending', complete: false },
        { providers: ['google'] },
      ),
    });
    expect(await screen.findByText('Seu perfil está incompleto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar perfil' })).toHaveAttribute(
      'href',
      '/complete-profile?redirect=%2Fprofile',
    );
    expect(screen.queryByRole('link', { name: 'Alterar senha' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ver perfil público' })).toBeNull();
  });
});
