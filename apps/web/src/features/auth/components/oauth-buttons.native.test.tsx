import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGoogleSignIn } from '../../../lib/platform/google-sign-in.ts';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { AuthPage } from '../pages/auth-page.tsx';
import { bodyOf, renderAuthRoute } from '../testing/render-auth.tsx';

// The plugin boundary only: Google's native sheet, answering with whatever idToken the test sets.
const sheet = vi.hoisted(() => ({ idToken: null as string | null }));
vi.mock('@capgo/capacitor-social-login', () => ({
  SocialLogin: {
    initialize: async () => {},
    login: async () => ({ provider: 'google', result: { responseType: 'online', idToken: sheet.idToken } }),
  },
}));

function stubApi(signIn: () => Response) {
  return stubFetch((url) => {
    if (url.pathname === '/api/v1/auth/providers') return jsonResponse({ google: true, apple: false });
    if (url.pathname === '/api/auth/sign-in/social') return signIn();
    return problemResponse(404, { code: 'route.not_found' });
  });
}

beforeEach(() => {
  // Inside the Android shell: the runtime injects window.Capacitor.
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'android' });
});

afterEach(() => {
  dismissToast();
  resetGoogleSignIn();
});

describe('/auth inside the native shells', () => {
  it('signs in with Google’s id token and refreshes the session, without leaving the app', async () => {
    sheet.idToken = 'header.payload.signature';
    const fetch = stubApi(() => jsonResponse({ redirect: false }));
    const open = vi.spyOn(window, 'open');
    const { actions } = renderAuthRoute(<AuthPage />, '/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar com Google' }));
    await waitFor(() => expect(actions.refresh).toHaveBeenCalled());
    expect(bodyOf(fetch, '/api/auth/sign-in/social')).toEqual({
      provider: 'google',
      idToken: { token: 'header.payload.signature' },
    });
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['no token arrives', null, () => jsonResponse({})],
    ['the server refuses the token', 'forged', () => problemResponse(401, { code: 'auth.id_token_invalid' })],
  ])('says so when %s (spec §8)', async (_case, token, answer) => {
    sheet.idToken = token;
    stubApi(answer);
    const { actions } = renderAuthRoute(<AuthPage />, '/auth');
    const button = await screen.findByRole('button', { name: 'Continuar com Google' });
    fireEvent.click(button);
    // An open toast only: the case before's may still be leaving, hidden.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Falha ao autenticar com Google. Tente novamente.'),
    );
    await waitFor(() => expect(button).toBeEnabled());
    expect(actions.refresh).not.toHaveBeenCalled();
  });
});
