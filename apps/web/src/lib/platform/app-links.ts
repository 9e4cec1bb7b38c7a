import { APP_PROTOCOL, isInternalPath } from '@eventos/domain';
import { navigateInApp } from './in-app-navigation.ts';

/** The shells' own URL scheme (the app id, as Capacitor names it): launcher shortcuts and deep links. */
export const APP_URL_SCHEME = 'br.app.eventos';

/**
 * The path of the app a URL handed to the shell opens, or null:
 * - `br.app.eventos://events/create` (launcher shortcuts, deep links) → `/events/create`;
 * - `web+eventos://event/…` → the /protocol page, which reads it as the browser's handler does;
 * - anything else (another scheme, a web address) → null. Only internal paths come out.
 */
export function appUrlPath(url: string): string | null {
  const lower = url.toLowerCase();
  if (lower.startsWith(`${APP_PROTOCOL}:`)) return `/protocol/${encodeURIComponent(url)}`;
  if (!lower.startsWith(`${APP_URL_SCHEME}:`)) return null;
  const rest = url.slice(APP_URL_SCHEME.length + 1).replace(/^\/+/, '');
  const path = `/${rest}`;
  return isInternalPath(path) ? path : null;
}

export interface AppUrlEvents {
  addListener(
    event: 'appUrlOpen',
    listener: (event: { url: string }) => void,
  ): Promise<{ remove: () => Promise<void> }>;
  getLaunchUrl(): Promise<{ url: string } | undefined>;
}

/**
 * Opens, inside the app, the URL the app was started with and every one handed to it later (a
 * launcher shortcut, a deep link, a web+eventos link).
 */
export async function followAppLinks(app: AppUrlEvents, win: Window = window): Promise<void> {
  const open = (url: string | undefined) => {
    const path = url ? appUrlPath(url) : null;
    // iOS may hand the launch URL both ways; the second one would only repeat the page.
    const here = `${win.location.pathname}${win.location.search}${win.location.hash}`;
    if (path && path !== here) navigateInApp(path, win);
  };
  await app.addListener('appUrlOpen', ({ url }) => open(url));
  try {
    open((await app.getLaunchUrl())?.url);
  } catch {
    // Started from the launcher itself: nothing to open.
  }
}
