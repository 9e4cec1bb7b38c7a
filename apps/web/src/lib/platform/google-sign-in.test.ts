import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../test/http.ts';
import {
  type GoogleSignInPlugin,
  MissingIdTokenError,
  resetGoogleSignIn,
  signInWithGoogleNatively,
} from './google-sign-in.ts';

/** @capgo/capacitor-social-login at the plugin boundary: Google's sheet answering with `idToken`. */
function fakeSocialLogin(idToken: string | null) {
  const plugin = {
    initialize: vi.fn(async (_options: Parameters<GoogleSignInPlugin['initialize']>[0]) => {}),
    login: vi.fn(async (_options: Parameters<GoogleSignInPlugin['login']>[0]) => ({
      provider: 'google' as const,
      result: { responseType: 'online', idToken },
    })),
  } satisfies GoogleSignInPlugin;
  return plugin;
}

/** The auth endpoint as the server answers it; records the bodies. */
function authServer(status = 200) {
  const bodies: unknown[] = [];
  stubFetch((url, init) => {
    if (url.pathname !== '/api/auth/sign-in/social') return problemResponse(404, { code: 'route.not_found' });
    bodies.push(JSON.parse(String(init?.body)));
    return status === 200
      ? jsonResponse({ redirect: false, user: { id: 'u1' } })
      : problemResponse(status, { code: 'auth.id_token_invalid' });
  });
  return bodies;
}

afterEach(() => {
  resetGoogleSignIn();
});

describe('signInWithGoogleNatively (spec §7: on native, an id token of the first provider)', () => {
  it('sends Google’s id token to the sign-in endpoint', async () => {
    const bodies = authServer();
    const plugin = fakeSocialLogin('header.payload.signature');
    await signInWithGoogleNatively(plugin, { web: 'web-client', ios: 'ios-client' }, 'android');
    expect(plugin.initialize).toHaveBeenCalledWith({ google: { webClientId: 'web-client' } });
    expect(plugin.login).toHaveBeenCalledWith({
      provider: 'google',
      options: { scopes: ['email', 'profile'] },
    });
    expect(bodies).toEqual([{ provider: 'google', idToken: { token: 'header.payload.signature' } }]);
  });

  it('gives iOS its own client id, and initialises the plugin once', async () => {
    authServer();
    const plugin = fakeSocialLogin('t');
    await signInWithGoogleNatively(plugin, { web: 'web-client', ios: 'ios-client' }, 'ios');
    await signInWithGoogleNatively(plugin, { web: 'web-client', ios: 'ios-client' }, 'ios');
    expect(plugin.initialize).toHaveBeenCalledExactlyOnceWith({
      google: { webClientId: 'web-client', iOSClientId: 'ios-client', iOSServerClientId: 'web-client' },
    });
    expect(plugin.login).toHaveBeenCalledTimes(2);
  });

  it('raises an error when no token arrives, and sends nothing', async () => {
    const bodies = authServer();
    await expect(
      signInWithGoogleNatively(fakeSocialLogin(null), { web: 'w' }, 'android'),
    ).rejects.toBeInstanceOf(MissingIdTokenError);
    await expect(
      signInWithGoogleNatively(fakeSocialLogin(''), { web: 'w' }, 'android'),
    ).rejects.toBeInstanceOf(MissingIdTokenError);
    expect(bodies).toEqual([]);
  });

  it('fails when the server refuses the token or the person closes Google’s sheet', async () => {
    authServer(401);
    await expect(
      signInWithGoogleNatively(fakeSocialLogin('forged'), { web: 'w' }, 'android'),
    ).rejects.toMatchObject({
      status: 401,
    });
    const cancelled = fakeSocialLogin('t');
    cancelled.login.mockRejectedValueOnce(new Error('The user canceled the sign-in flow.'));
    await expect(signInWithGoogleNatively(cancelled, { web: 'w' }, 'android')).rejects.toThrow('canceled');
  });
});
