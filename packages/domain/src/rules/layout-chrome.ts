import type { LayoutDevice } from './layout-device.ts';
import { normalizePath } from './layout-path.ts';
import { isPublicPath } from './layout-public-paths.ts';

/** How much of the app shell a route shows: everything, all but the sidebar, or nothing (live mode). */
export type LayoutChromeMode = 'full' | 'no-sidebar' | 'none';

export interface LayoutChromeInput {
  path: string;
  device: LayoutDevice;
  signedIn: boolean;
  /** The route's chrome; 'full' when the route does not say. */
  chrome?: LayoutChromeMode;
}

export interface LayoutChrome {
  topBar: boolean;
  sidebar: boolean;
  bottomNav: boolean;
}

/** Paths where the top bar offers no Access button (the sign-in pages themselves). */
const NO_ACCESS_BUTTON_PATHS = ['/auth', '/reset-password'];

/**
 * Which bars show (spec §2 Layout), so that every page keeps a way to every other place.
 * A signed-in user always has the main navigation: the sidebar on tablet and desktop, the bottom
 * navigation on phones, on public pages too (the spec's sidebar and bottom navigation leave out
 * public pages, where a signed-in user on desktop then had no bar at all). The top bar follows the
 * spec (always on mobile, on tablet for public pages or visitors, on desktop for visitors) and also
 * stands in for the sidebar on a page without one (/offline). A visitor's bottom navigation shows
 * on /events only. A chrome-less page (live mode) shows nothing.
 */
export function layoutChrome({ path, device, signedIn, chrome = 'full' }: LayoutChromeInput): LayoutChrome {
  if (chrome === 'none') return { topBar: false, sidebar: false, bottomNav: false };
  const sidebar = signedIn && device !== 'mobile' && chrome === 'full';
  const topBar = !sidebar || (device === 'tablet' && isPublicPath(path));
  const bottomNav = device === 'mobile' && (signedIn || normalizePath(path) === '/events');
  return { topBar, sidebar, bottomNav };
}

/**
 * The top bar's Access button (to /auth): for visitors only (not while the session is still being
 * read, nor to someone signed in with a consent pending), and not on the sign-in pages.
 */
export function showsAccessButton(path: string, visitor: boolean): boolean {
  return visitor && !NO_ACCESS_BUTTON_PATHS.includes(normalizePath(path));
}

/** Where the logo leads: the events list for signed-in users, the landing page for visitors. */
export function logoTarget(signedIn: boolean): '/events' | '/' {
  return signedIn ? '/events' : '/';
}

/** The sidebar starts expanded on desktop and collapsed on tablet. */
export function sidebarStartsExpanded(device: LayoutDevice): boolean {
  return device === 'desktop';
}
