import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { AVATAR_MAX_BYTES } from '../lib/avatar-file.ts';
import { makeMe } from '../testing/me-fixture.ts';
import { renderProfilePage } from '../testing/render-profile-page.tsx';
import { ProfileEditPage } from './profile-edit-page.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
const render = (me = makeMe({ bio: 'Gosto de teatro.' })) =>
  renderProfilePage(<ProfileEditPage />, '/profile/edit', { me });

// jsdom has no object URLs: the preview gets a fixed one.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  dismissToast();
});

describe('ProfileEditPage — profile form', () => {
  it('fills the form from the profile and counts the bio characters', async () => {
    render();
    expect(await screen.findByLabelText('Nome')).toHaveValue('Maria');
    expect(screen.getByLabelText('Nome de usuário')).toHaveValue('maria.silva');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('1990-05-20');
    expect(screen.getByLabelText('Bio')).toHaveValue('Gosto de teatro.');
    expect(screen.getByText('16/500 caracteres')).toBeInTheDocument();
    fill('Bio', 'Olá');
    expect(screen.getByText('3/500 caracteres')).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma da interface')).toHaveValue('pt-BR');
  });

  it('shows errors beside the fields, keeps the text and sends nothing', async () => {
    const fetch = stubFetch(() => jsonResponse(makeMe()));
    render();
    await screen.findByLabelText('Nome');
    fill('Nome', '');
    fill('Bio', 'x'.repeat(501));
    save();
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Informe o seu nome.');
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription(
      expect.stringContaining('A bio deve ter no máximo 500 caracteres.'),
    );
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    expect(screen.getByLabelText('Sobrenome')).toHaveValue('Silva');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('maps a taken username beside the field and shows the failure toast', async () => {
    stubFetch(() =>
      problemResponse(409, {
        title: 'Conflito',
        code: 'validation.account.username.taken',
        detail: 'Este nome de usuário já está em uso.',
        errors: [
          {
            path: 'username',
            code: 'validation.account.username.taken',
            message: 'Este nome de usuário já está em uso.',
          },
        ],
      }),
    );
    const { actions } = render();
    await screen.findByLabelText('Nome');
    fill('Nome de usuário', 'joao');
    save();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro ao atualizar perfil');
    expect(screen.getByLabelText('Nome de usuário')).toHaveAccessibleDescription(
      expect.stringContaining('Este nome de usuário já está em uso.'),
    );
    expect(screen.getByLabelText('Nome de usuário')).toHaveValue('joao');
    expect(actions.refresh).not.toHaveBeenCalled();
  });

  it('keeps the input and shows the failure toast on a server error', async () => {
    stubFetch(() =>
      problemResponse(500, {
        title: 'Erro',
        code: 'internal.error',
        detail: 'Erro interno do servidor. Tente novamente.',
      }),
    );
    render();
    await screen.findByLabelText('Nome');
    fill('Bio', 'Nova bio');
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao atualizar perfil');
    expect(screen.getByLabelText('Bio')).toHaveValue('Nova bio');
  });

  it('saves, refreshes the session and switches the interface language', async () => {
    const change = vi.spyOn(i18next, 'changeLanguage').mockResolvedValue(i18next.t);
    const fetch = stubFetch(() => jsonResponse(makeMe({ language: 'es', bio: 'Nova bio' })));
    const { actions } = render();
    await screen.findByLabelText('Nome');
    fill('Bio', '  Nova bio ');
    fill('Idioma da interface', 'es');
    save();

    expect(await screen.findByText('Perfil atualizado!')).toBeInTheDocument();
    await waitFor(() => expect(actions.refresh).toHaveBeenCalled());
    expect(change).toHaveBeenCalledWith('es');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/me');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Maria',
      lastName: 'Silva',
      username: 'maria.silva',
      birthDate: '1990-05-20',
      bio: 'Nova bio',
      language: 'es',
    });
  });

  it('leaves out fields that were never filled', async () => {
    const fetch = stubFetch(() => jsonResponse(makeMe()));
    render(makeMe({ username: null, birthDate: null, complete: false, status: 'pending' }));
    await screen.findByLabelText('Nome');
    save();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('birthDate');
    expect(body).toMatchObject({ firstName: 'Maria', bio: null });
    expect(body).not.toHaveProperty('city');
  });

  it('saves the city shown on the public profile, and clears it when emptied', async () => {
    const fetch = stubFetch(() => jsonResponse(makeMe({ city: 'Recife' })));
    const { unmount } = render();
    await screen.findByLabelText('Cidade');
    expect(screen.getByLabelText('Cidade')).toHaveAccessibleDescription(
      'Aparece no seu perfil público. Até 80 caracteres.',
    );
    fill('Cidade', '  Recife ');
    save();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ city: 'Recife' });
    unmount();

    render(makeMe({ city: 'Recife' }));
    expect(await screen.findByLabelText('Cidade')).toHaveValue('Recife');
    fill('Cidade', '');
    save();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toMatchObject({ city: null });
  });

  it('says a city over 80 characters is too long beside the field, keeps it and sends nothing', async () => {
    const fetch = stubFetch(() => jsonResponse(makeMe()));
    render();
    await screen.findByLabelText('Cidade');
    const long = 'São Paulo '.repeat(9);
    fill('Cidade', long);
    save();
    expect(screen.getByLabelText('Cidade')).toHaveAccessibleDescription(
      expect.stringContaining('A cidade deve ter no máximo 80 caracteres.'),
    );
    expect(screen.getByLabelText('Cidade')).toHaveFocus();
    expect(screen.getByLabelText('Cidade')).toHaveValue(long);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the API refusal of the city beside the field', async () => {
    stubFetch(() =>
      problemResponse(400, {
        title: 'Requisição inválida',
        code: 'validation.failed',
        detail: 'Dados inválidos.',
        errors: [
          {
            path: 'city',
            code: 'validation.profile.city.too_long',
            message: 'A cidade deve ter no máximo 80 caracteres.',
          },
        ],
      }),
    );
    render();
    await screen.findByLabelText('Cidade');
    fill('Cidade', 'Recife');
    save();
    await waitFor(() =>
      expect(screen.getByLabelText('Cidade')).toHaveAccessibleDescription(
        expect.stringContaining('A cidade deve ter no máximo 80 caracteres.'),
      ),
    );
    expect(screen.getByLabelText('Cidade')).toHaveValue('Recife');
  });
});

describe('ProfileEditPage — avatar', () => {
  const image = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'foto.png', { type });
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Escolher foto'), { target: { files: [file] } });

  it('refuses a file over 5 MB before uploading, with the API message', async () => {
    const fetch = stubFetch(() => jsonResponse(makeMe()));
    render();
    await screen.findByLabelText('Escolher foto');
    choose(image(AVATAR_MAX_BYTES + 1));
    expect(await screen.findByText('A imagem deve ter no máximo 5 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar foto' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('previews the chosen image and uploads it as multipart field `file`', async () => {
    const fetch = stubFetch(() => jsonResponse(makeMe({ avatarPath: 'avatars/u1.webp' })));
    const { actions } = render();
    await screen.findByLabelText('Escolher foto');
    const file = image(1024);
    choose(file);
    expect(await screen.findByRole('img', { name: 'Pré-visualização da nova foto' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar foto' }));

    expect(await screen.findByText('Foto atualizada!')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/me/avatar');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData | undefined)?.get('file')).toBe(file);
    expect(actions.refresh).toHaveBeenCalled();
  });

  it('shows the API avatar error beside the photo', async () => {
    stubFetch(() =>
      problemResponse(400, {
        title: 'Requisição inválida',
        code: 'validation.avatar.unreadable',
        detail: 'Não foi possível ler esta imagem. Tente outra.',
      }),
    );
    render();
    await screen.findByLabelText('Escolher foto');
    choose(image(1024, 'image/jpeg'));
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar foto' }));
    const group = screen.getByRole('group', { name: 'Foto do perfil' });
    expect(
      await within(group).findByText('Não foi possível ler esta imagem. Tente outra.'),
    ).toBeInTheDocument();
  });

  it('removes the current photo', async () => {
    const fetch = stubFetch(() => jsonResponse(makeMe()));
    render(makeMe({ avatarPath: 'avatars/u1.webp' }));
    expect(await screen.findByRole('img', { name: 'Foto de Maria Silva' })).toHaveAttribute(
      'src',
      '/uploads/avatars/u1.webp',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    expect(await screen.findByText('Foto removida.')).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(fetch.mock.calls[0]?.[0].toString()).toBe('/api/v1/me/avatar');
  });
});
