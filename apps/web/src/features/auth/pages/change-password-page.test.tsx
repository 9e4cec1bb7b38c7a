import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { bodyOf, renderAuthRoute } from '../testing/render-auth.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';

const session: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const messageBeside = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

function fill(current: string, next: string, confirmation = next) {
  fireEvent.change(field('Senha atual'), { target: { value: current } });
  fireEvent.change(field('Nova senha'), { target: { value: next } });
  fireEvent.change(field('Confirme a senha'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

afterEach(() => dismissToast());

describe('/change-password', () => {
  it('checks the form first: every message beside its field', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    renderAuthRoute(<ChangePasswordPage />, '/change-password', { session });
    fill('', 'curta', 'outra');
    expect(messageBeside(field('Senha atual'))).toBe('Informe a senha atual.');
    expect(messageBeside(field('Nova senha'))).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(messageBeside(field('Confirme a senha'))).toBe('As senhas não coincidem.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Senha atual incorreta' beside the current password and keeps the input", async () => {
    stubFetch(() =>
      problemResponse(400, {
        title: 'x',
        detail: 'Senha atual incorreta',
        code: 'auth.current_password_incorrect',
        errors: [
          {
            path: 'currentPassword',
            code: 'auth.current_password_incorrect',
            message: 'Senha atual incorreta',
          },
        ],
      }),
    );
    renderAuthRoute(<ChangePasswordPage />, '/change-password', { session });
    fill('errada123', 'novasenha1');
    await waitFor(() => expect(messageBeside(field('Senha atual'))).toBe('Senha atual incorreta'));
    expect(field('Senha atual')).toHaveFocus();
    expect(field('Senha atual')).toHaveValue('errada123');
    expect(field('Nova senha')).toHaveValue('novasenha1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes the password, says so and goes back to /security-privacy', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    const { router } = renderAuthRoute(<ChangePasswordPage />, '/change-password', { session });
    fill('antiga123', 'novasenha1');
    expect(await screen.findByText('Senha alterada')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/security-privacy'));
    expect(bodyOf(fetch, '/api/v1/me/password')).toEqual({
      currentPassword: 'antiga123',
      newPassword: 'novasenha1',
      revokeOtherSessions: true,
    });
  });

  it('offers a link by e-mail to an account without a password', async () => {
    const fetch = stubFetch(
      () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const google: Session = { ...session, me: meFixture({}, { providers: ['google'] }) } as Session;
    renderAuthRoute(<ChangePasswordPage />, '/change-password', { session: google });
    expect(screen.queryByLabelText('Senha atual')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar link por e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('joana@exemplo.com.br');
    expect(bodyOf(fetch, '/api/auth/request-password-reset')).toEqual({
      email: 'joana@exemplo.com.br',
      redirectTo: '/reset-password',
    });
  });
});
