import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { bodyOf, renderAuthRoute } from '../testing/render-auth.tsx';
import { AuthPage } from './auth-page.tsx';

vi.mock('../lib/leave-page.ts', () => ({ leavePage: vi.fn() }));
const { leavePage } = await import('../lib/leave-page.ts');

const problem = (status: number, code: string, detail = 'x') =>
  problemResponse(status, { title: detail, detail, code });

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** The API as /auth sees it: providers (none configured unless given), everything else per `answer`. */
function stubApi(answer: (url: URL) => Response, providers = { google: false, apple: false }) {
  return stubFetch((url) =>
    url.pathname === '/api/v1/auth/providers' ? jsonResponse(providers) : answer(url),
  );
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

/** The message shown beside a field (the element its aria-describedby points at). */
function messageBeside(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

afterEach(() => {
  dismissToast();
  setWidth(1024);
});

describe('/auth sign in', () => {
  it('shows each field message beside its field and sends nothing', async () => {
    const fetch = stubApi(() => jsonResponse({}));
    renderAuthRoute(<AuthPage />, '/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(messageBeside(field('E-mail'))).toBe('Informe o seu e-mail.');
    expect(messageBeside(field('Senha'))).toBe('Informe a senha.');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveFocus();
    expect(bodyOf(fetch, '/api/auth/sign-in/email')).toBeUndefined();
  });

  it('shows the translation of the problem code and keeps what was typed', async () => {
    stubApi(() => problem(401, 'auth.invalid_credentials', 'Invalid email or password'));
    renderAuthRoute(<AuthPage />, '/auth');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'joana@exemplo.com.br' } });
    fireEvent.change(field('Senha'), { target: { value: 'senha-errada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(field('E-mail')).toHaveValue('joana@exemplo.com.br');
    expect(field('Senha')).toHaveValue('senha-errada');
  });

  it.each([
    [403, 'auth.email_not_verified', 'Confirme o seu e-mail pelo link que enviamos antes de entrar.'],
    [429, 'auth.rate_limited', 'Muitas tentativas em pouco tempo. Aguarde um pouco e tente novamente.'],
  ])('explains a %s %s', async (status, code, text) => {
    stubApi(() => problem(status, code));
    renderAuthRoute(<AuthPage />, '/auth');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'joana@exemplo.com.br' } });
    fireEvent.change(field('Senha'), { target: { value: 'umasenha1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('signs in, then reads the session again', async () => {
    const fetch = stubApi(() => jsonResponse({ token: 't', user: {} }));
    const { actions } = renderAuthRoute(<AuthPage />, '/auth');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: ' joana@exemplo.com.br ' } });
    fireEvent.change(field('Senha'), { target: { value: 'umasenha1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(actions.refresh).toHaveBeenCalled());
    expect(bodyOf(fetch, '/api/auth/sign-in/email')).toEqual({
      email: 'joana@exemplo.com.br',
      password: 'umasenha1',
      rememberMe: true,
    });
  });
});

describe('/auth after an e-mail confirmation link', () => {
  it('says when the link was wrong or too old', async () => {
    stubApi(() => jsonResponse({}));
    renderAuthRoute(<AuthPage />, '/auth?error=TOKEN_EXPIRED');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O link de confirmação é inválido ou expirou.',
    );
  });
});

describe('/auth reached from a guard', () => {
  it("says why: 'Você precisa estar logado para acessar esta página.'", async () => {
    stubApi(() => jsonResponse({}));
    renderAuthRoute(<AuthPage />, '/auth?redirect=%2Fprofile');
    expect(
      await screen.findByText('Você precisa estar logado para acessar esta página.'),
    ).toBeInTheDocument();
  });
});

describe('/auth for a signed-in user', () => {
  const signedIn: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };

  it('goes to the remembered page', async () => {
    stubApi(() => jsonResponse({}));
    const { router } = renderAuthRoute(<AuthPage />, '/auth?redirect=%2Fprofile', { session: signedIn });
    expect(await screen.findByText('página /profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('goes to /events when the remembered page is not on this site', async () => {
    stubApi(() => jsonResponse({}));
    renderAuthRoute(<AuthPage />, '/auth?redirect=%2F%2Fevil.example', { session: signedIn });
    expect(await screen.findByText('página /events')).toBeInTheDocument();
  });
});

describe('/auth sign up', () => {
  it('keeps the input and shows the mismatch beside the confirmation', async () => {
    stubApi(() => jsonResponse({}));
    renderAuthRoute(<AuthPage />, '/auth?mode=signup');
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Joana Souza' } });
    fireEvent.change(field('E-mail'), { target: { value: 'joana@exemplo.com.br' } });
    fireEvent.change(field('Senha'), { target: { value: 'umasenha1' } });
    fireEvent.change(field('Confirme a senha'), { target: { value: 'outrasenha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(messageBeside(field('Confirme a senha'))).toBe('As senhas não coincidem.');
    expect(messageBeside(field('Senha'))).toBe('Pelo menos 8 caracteres.');
    expect(field('Nome')).toHaveValue('Joana Souza');
    expect(field('Confirme a senha')).toHaveValue('outrasenha');
  });

  it('answers "check your e-mail"; the confirmation link returns to /auth with the remembered page', async () => {
    const fetch = stubApi(() => jsonResponse({ token: null, user: {} }));
    renderAuthRoute(<AuthPage />, '/auth?mode=signup&redirect=%2Fprofile');
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Joana Souza' } });
    fireEvent.change(field('E-mail'), { target: { value: 'joana@exemplo.com.br' } });
    fireEvent.change(field('Senha'), { target: { value: 'umasenha1' } });
    fireEvent.change(field('Confirme a senha'), { target: { value: 'umasenha1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const notice = await screen.findByRole('status');
    expect(within(notice).getByRole('heading', { name: 'Confira o seu e-mail' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('joana@exemplo.com.br');
    expect(bodyOf(fetch, '/api/auth/sign-up/email')).toEqual({
      name: 'Joana Souza',
      email: 'joana@exemplo.com.br',
      password: 'umasenha1',
      callbackURL: '/auth?redirect=%2Fprofile',
    });
  });

  it('switches between sign-in and sign-up in the address, keeping ?redirect=', async () => {
    stubApi(() => jsonResponse({}));
    const { router } = renderAuthRoute(<AuthPage />, '/auth?redirect=%2Fprofile');
    const modes = await screen.findByRole('navigation', { name: 'Entrar ou criar conta' });
    expect(within(modes).getByRole('link', { name: 'Entrar' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(modes).getByRole('link', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=signup&redirect=%2Fprofile'));
    expect(await screen.findByLabelText('Nome')).toBeInTheDocument();
  });
});

describe('/auth forgot password', () => {
  it('asks for a reset link that lands on /reset-password, and says the same for any address', async () => {
    const fetch = stubApi(() => jsonResponse({ status: true }));
    renderAuthRoute(<AuthPage />, '/auth?mode=forgot');
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar link' }));
    // The lead is said once, under the title, not again inside the form.
    expect(screen.getAllByText('Informe o e-mail da sua conta.')).toHaveLength(1);
    expect(messageBeside(field('E-mail'))).toBe('Informe o seu e-mail.');
    fireEvent.change(field('E-mail'), { target: { value: 'alguem@exemplo.com.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se houver uma conta com alguem@exemplo.com.br',
    );
    expect(bodyOf(fetch, '/api/auth/request-password-reset')).toEqual({
      email: 'alguem@exemplo.com.br',
      redirectTo: '/reset-password',
    });
  });
});

describe('/auth with OAuth providers', () => {
  it('shows only the configured providers', async () => {
    stubApi(() => jsonResponse({}), { google: true, apple: false });
    renderAuthRoute(<AuthPage />, '/auth');
    expect(await screen.findByRole('button', { name: 'Continuar com Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar com Apple' })).toBeNull();
  });

  it('sends Google back to /auth with the remembered page (a full redirect on phones)', async () => {
    setWidth(375);
    const fetch = stubApi(() => jsonResponse({ url: 'https://accounts.example/authorize' }), {
      google: true,
      apple: true,
    });
    renderAuthRoute(<AuthPage />, '/auth?redirect=%2Fprofile');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar com Google' }));
    await waitFor(() => expect(bodyOf(fetch, '/api/auth/sign-in/social')).toBeDefined());
    expect(bodyOf(fetch, '/api/auth/sign-in/social')).toEqual({
      provider: 'google',
      callbackURL: '/auth?redirect=%2Fprofile',
      errorCallbackURL: '/index?login_failed=1',
      disableRedirect: true,
    });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://accounts.example/authorize'));
  });

  it('sends Apple back to /events', async () => {
    setWidth(375);
    const fetch = stubApi(() => jsonResponse({ url: 'about:blank' }), { google: false, apple: true });
    renderAuthRoute(<AuthPage />, '/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar com Apple' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/auth/sign-in/social')).toMatchObject({
        provider: 'apple',
        callbackURL: '/events',
      }),
    );
  });

  it('opens a popup on desktop and refreshes when it reports success from this origin only', async () => {
    setWidth(1280);
    const fetch = stubApi(() => jsonResponse({ url: 'about:blank' }), { google: true, apple: false });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { actions } = renderAuthRoute(<AuthPage />, '/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar com Google' }));
    expect(open).toHaveBeenCalledWith('/auth/popup?provider=google', 'eventos-oauth', expect.any(String));
    expect(bodyOf(fetch, '/api/auth/sign-in/social')).toBeUndefined();

    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'OAUTH_SUCCESS' } }),
    );
    expect(actions.refresh).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, data: { type: 'OAUTH_SUCCESS' } }),
    );
    await waitFor(() => expect(actions.refresh).toHaveBeenCalled());
  });

  it('falls back to leaving the page when the popup is blocked', async () => {
    setWidth(1280);
    const fetch = stubApi(() => jsonResponse({ url: 'about:blank' }), { google: true, apple: false });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderAuthRoute(<AuthPage />, '/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar com Google' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/auth/sign-in/social')).toMatchObject({ callbackURL: '/auth' }),
    );
  });

  it('shows the failed-sign-in toast for ?login_failed=1 and drops the flag', async () => {
    stubApi(() => jsonResponse({}));
    const { router } = renderAuthRoute(<AuthPage />, '/auth?login_failed=1&redirect=%2Fprofile');
    expect(await screen.findByText('Falha ao autenticar com Google. Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fprofile'));
  });
});

describe('/auth#recovery', () => {
  it('goes on to /reset-password when the link carries a token', async () => {
    stubApi(() => jsonResponse({}));
    const { router } = renderAuthRoute(<AuthPage />, '/auth?token=abc#recovery');
    expect(await screen.findByText('página /reset-password')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?token=abc&type=recovery');
  });
});
