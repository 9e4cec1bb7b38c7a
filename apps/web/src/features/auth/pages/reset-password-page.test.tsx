import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { bodyOf, renderAuthRoute } from '../testing/render-auth.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const INVALID = 'O link de redefinição de senha é inválido ou expirou. Peça um novo.';
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

function fill(password: string, confirmation = password) {
  fireEvent.change(field('Nova senha'), { target: { value: password } });
  fireEvent.change(field('Confirme a senha'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
}

afterEach(() => dismissToast());

describe('/reset-password', () => {
  it('says the link is invalid without a token, with a way to ask again', async () => {
    renderAuthRoute(<ResetPasswordPage />, '/reset-password');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/auth?mode=forgot',
    );
  });

  it('says the same for the error the link answers with', async () => {
    renderAuthRoute(<ResetPasswordPage />, '/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });

  it('shows the mismatch beside the confirmation and keeps both fields', async () => {
    const fetch = stubFetch(() => jsonResponse({ status: true }));
    renderAuthRoute(<ResetPasswordPage />, '/reset-password?token=t0k&type=recovery');
    fill('novasenha1', 'novasenha2');
    const confirmation = field('Confirme a senha');
    const messageId = confirmation.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(messageId)).toHaveTextContent('As senhas não coincidem.');
    expect(field('Nova senha')).toHaveValue('novasenha1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns a refused token into the invalid-link message', async () => {
    stubFetch(() =>
      problemResponse(400, { title: 'x', detail: 'token inválido', code: 'auth.reset_token_invalid' }),
    );
    renderAuthRoute(<ResetPasswordPage />, '/reset-password?token=velho&type=recovery');
    fill('novasenha1');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });

  it('saves the new password, says so and goes to /auth', async () => {
    const fetch = stubFetch(() => jsonResponse({ status: true }));
    const { router } = renderAuthRoute(<ResetPasswordPage />, '/reset-password?token=t0k&type=recovery');
    fill('novasenha1');
    expect(await screen.findByText('Senha redefinida')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(bodyOf(fetch, '/api/auth/reset-password')).toEqual({ newPassword: 'novasenha1', token: 't0k' });
  });

  it('signs a signed-in user out first (the reset ends every session)', async () => {
    stubFetch(() => jsonResponse({ status: true }));
    const session: Session = {
      status: 'authenticated',
      profileComplete: true,
      role: 'user',
      me: meFixture(),
    };
    const { actions } = renderAuthRoute(<ResetPasswordPage />, '/reset-password?token=t0k', { session });
    fill('novasenha1');
    await waitFor(() => expect(actions.signOut).toHaveBeenCalled());
  });
});
