/** The route the popup opens: it starts the provider's flow, which ends on /auth/popup-done. */
export const OAUTH_POPUP_PATH = '/auth/popup';
export const OAUTH_POPUP_DONE = '/auth/popup-done';

const FEATURES = 'popup,width=500,height=680';

/** Opens the sign-in popup (synchronously, inside the click); null when the browser blocked it. */
export function openOAuthPopup(provider: 'google' | 'apple'): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - 500) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - 680) / 2);
  return window.open(
    `${OAUTH_POPUP_PATH}?provider=${provider}`,
    'eventos-oauth',
    `${FEATURES},left=${Math.round(left)},top=${Math.round(top)}`,
  );
}
