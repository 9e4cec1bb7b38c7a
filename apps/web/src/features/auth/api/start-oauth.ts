import { apiFetch } from '../../../lib/api-client.ts';
import { leavePage } from '../lib/leave-page.ts';

export type OAuthProvider = 'google' | 'apple';

/** Where a failed OAuth sign-in comes back to (spec §4 Sign-in callback). */
export const OAUTH_ERROR_URL = '/index?login_failed=1';

/**
 * POST /api/auth/sign-in/social, then leaves for the provider's page. `callbackURL` is where the
 * provider's answer lands once the session exists.
 */
export async function startOAuth(
  provider: OAuthProvider,
  callbackURL: string,
  errorCallbackURL = OAUTH_ERROR_URL,
): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider, callbackURL, errorCallbackURL, disableRedirect: true },
  });
  leavePage(url);
}
