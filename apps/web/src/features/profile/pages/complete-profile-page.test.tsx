import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { makeMe, makePendingMe } from '../testing/me-fixture.ts';
import { renderProfilePage } from '../testing/render-profile-page.tsx';
import { CompleteProfilePage } from './complete-profile-page.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));

function fillValid() {
  fill('Nome', 'Maria');
  fill('Sobrenome', 'Silva');
  fill('Nome de usuário', 'maria.silva');
  fill('Data de nascimento', '1990-05-20');
}

describe('CompleteProfilePage', () => {
  it('pre-fills the names, shows each error beside its field and sends nothing', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    renderProfilePage(<CompleteProfilePage />, '/complete-profile', {
      me: makePendingMe({ firstName: 'Maria', lastName: 'Silva' }),
    });
    expect(await screen.findByLabelText('Nome')).toHaveValue('Maria');
    expect(screen.getByLabelText('Sobrenome')).toHaveValue('Silva');
    fill('Sobrenome', '');
    submit();

    expect(screen.getByLabelText('Sobrenome')).toHaveAccessibleDescription('Informe o seu sobrenome.');
    expect(screen.getByLabelText('Sobrenome')).toHaveFocus();
    expect(screen.getByLabelText('Nome de usuário')).toHaveAccessibleDescription(
      expect.stringContaining('Escolha um nome de usuário.'),
    );
    expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription(
      expect.stringContaining('Informe a sua data de nascimento.'),
    );
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts from the name typed at sign-up when the profile has none', async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/get-session'
        ? jsonResponse({ user: { id: 'u1', name: 'Maria das Dores Silva', email: 'maria@exemplo.com.br' } })
        : jsonResponse({}),
    );
    renderProfilePage(<CompleteProfilePage />, '/complete-profile', { me: makePendingMe() });
    expect(await screen.findByLabelText('Nome')).toHaveValue('Maria');
    expect(screen.getByLabelText('Sobrenome')).toHaveValue('das Dores Silva');
    expect(screen.getByLabelText('Nome de usuário')).toHaveValue('');
  });

  it("says 'Seu perfil está incompleto.' when a guard sent the user here", async () => {
    stubFetch(() => jsonResponse(null));
    renderProfilePage(<CompleteProfilePage />, '/complete-profile?redirect=%2Flocations', {
      me: makePendingMe(),
    });
    expect(await screen.findByText('Seu perfil está incompleto.')).toBeInTheDocument();
  });

  it('keeps the username lowercase and checks its format while typing', async () => {
    stubFetch(() => jsonResponse(null));
    renderProfilePage(<CompleteProfilePage />, '/complete-profile', { me: makePendingMe() });
    await screen.findByLabelText('Nome de usuário');
    fill('Nome de usuário', 'Maria-Silva');
    const username = screen.getByLabelText('Nome de usuário');
    expect(username).toHaveValue('maria-silva');
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('Use apenas letras minúsculas, números, ponto e sublinhado.'),
    );
    fill('Nome de usuário', 'maria_silva');
    expect(screen.queryByText('Use apenas letras minúsculas, números, ponto e sublinhado.')).toBeNull();
  });

  it('puts a taken username beside the field and keeps everything typed', async () => {
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
    const { router, actions } = renderProfilePage(<CompleteProfilePage />, '/complete-profile', {
      me: makePendingMe(),
    });
    await screen.findByLabelText('Nome');
    fillValid();
    submit();

    await waitFor(() =>
      expect(screen.getByLabelText('Nome de usuário')).toHaveAccessibleDescription(
        expect.stringContaining('Este nome de usuário já está em uso.'),
      ),
    );
    expect(screen.getByLabelText('Nome de usuário')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome de usuário')).toHaveValue('maria.silva');
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('1990-05-20');
    expect(actions.refresh).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/complete-profile');
  });

  it('shows a general server error in an alert and keeps the input', async () => {
    stubFetch(() =>
      problemResponse(500, {
        title: 'Erro',
        code: 'internal.error',
        detail: 'Erro interno do servidor. Tente novamente.',
      }),
    );
    renderProfilePage(<CompleteProfilePage />, '/complete-profile', { me: makePendingMe() });
    await screen.findByLabelText('Nome');
    fillValid();
    submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Sobrenome')).toHaveValue('Silva');
  });

  it('sends the four fields, refreshes the session and goes to the redirect target', async () => {
    const fetch = stubFetch(() => jsonResponse(makeMe()));
    const { router, actions } = renderProfilePage(
      <CompleteProfilePage />,
      '/complete-profile?redirect=%2Fevents%2Fcreate',
      { me: makePendingMe() },
    );
    await screen.findByLabelText('Nome');
    fillValid();
    fill('Nome de usuário', 'Maria.Silva ');
    submit();

    expect(await screen.findByText('landed on /events/create')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/create');
    expect(actions.refresh).toHaveBeenCalled();
    const [url, init] = fetch.mock.calls.find(([, request]) => request?.method === 'PATCH') ?? [];
    expect(String(url)).toBe('/api/v1/me');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Maria',
      lastName: 'Silva',
      username: 'maria.silva',
      birthDate: '1990-05-20',
    });
  });

  it('ignores a redirect to another site', async () => {
    stubFetch(() => jsonResponse(makeMe()));
    const { router } = renderProfilePage(
      <CompleteProfilePage />,
      '/complete-profile?redirect=%2F%2Fevil.example',
      {
        me: makePendingMe(),
      },
    );
    await screen.findByLabelText('Nome');
    fillValid();
    submit();
    expect(await screen.findByText('landed on /events')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events');
  });

  it('goes straight on when the profile is already complete', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    renderProfilePage(<CompleteProfilePage />, '/complete-profile?redirect=%2Fevents%2Fcreate', {
      me: makeMe(),
    });
    expect(await screen.findByText('landed on /events/create')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
