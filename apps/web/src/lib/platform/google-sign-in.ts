import { SocialLogin } from '@capgo/capacitor-social-login';
import { apiFetch } from '../api-client.ts';
import { platformName } from './platform.ts';

/** The two calls of @capgo/capacitor-social-login used here (a double can stand in for it in tests). */
export interface GoogleSignInPlugin {
  initialize(options: {
    google: { webClientId?: string; iOSClientId?: string; iOSServerClientId?: string };
  }): Promise<void>;
  login(options: { provider: 'google'; options: { scopes?: string[] } }): Promise<{
    result: { responseType?: string; idToken?: string | null };
  }>;
}

export interface GoogleClientIds {
  /** The server's Google client id: the id token is issued for it, so the server accepts it. */
  web?: string;
  /** The iOS app's own client id (Google requires one per iOS app). */
  ios?: string;
}

/** Raised when Google answered without an id token (spec §8: "if no token arrives, an error is raised"). */
export class MissingIdTokenError extends Error {
  constructor() {
    super('Google returned no id token');
    this.name = 'MissingIdTokenError';
  }
}

/** Client ids come from the build's environment (README, Native apps): they belong to a deployment. */
export function buildGoogleClientIds(): GoogleClientIds {
  const env = import.meta.env;
  return {
    web: env.VITE_GOOGLE_WEB_CLIENT_ID || undefined,
    ios: env.VITE_GOOGLE_IOS_CLIENT_ID || undefined,
  };
}

let initialized: Promise<void> | null = null;

/**
 * Spec §7: on native, sign in with an id token of the first provider. Google's native sheet gives
 * an id token for our server's client id; better-auth's sign-in/social checks it against Google's
 * keys and sets the session cookie. No token → MissingIdTokenError; any failure rejects, and the
 * caller shows 'Falha ao autenticar com Google. Tente novamente.'
 */
export async function signInWithGoogleNatively(
  plugin: GoogleSignInPlugin = SocialLogin,
  ids: GoogleClientIds = buildGoogleClientIds(),
  platform = platformName(),
): Promise<void> {
  initialized ??= plugin
    .initialize({
      google: {
        webClientId: ids.web,
        ...(platform === 'ios' && { iOSClientId: ids.ios, iOSServerClientId: ids.web }),
      },
    })
    .catch((error: unknown) => {
      initialized = null;
      throw error;
    });
  await initialized;
  const { result } = await plugin.login({ provider: 'google', options: { scopes: ['email', 'profile'] } });
  const token = result.idToken;
  if (typeof token !== 'string' || token === '') throw new MissingIdTokenError();
  await apiFetch('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'google', idToken: { token } },
  });
}

/** Tests only: forget the plugin's initialisation. */
export function resetGoogleSignIn(): void {
  initialized = null;
}
