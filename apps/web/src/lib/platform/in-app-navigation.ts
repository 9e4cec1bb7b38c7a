import { isInternalPath } from '@eventos/domain';

/**
 * Opens a path of the app from outside React (a deep link, a launcher shortcut, a push tap): the
 * router follows history, so a pushState and a popstate move it. Anything but an internal path
 * (spec §5: starts with one slash, no other host, no control characters) is refused.
 */
export function navigateInApp(path: unknown, win: Window = window): boolean {
  if (!isInternalPath(path)) return false;
  win.history.pushState(null, '', path);
  win.dispatchEvent(new PopStateEvent('popstate'));
  return true;
}
