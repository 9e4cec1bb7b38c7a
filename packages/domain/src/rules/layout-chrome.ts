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
 * Which bars show (spec §2 Layout). Top bar: always on mobile, on tablet for public pages or
 * visitors, on desktop for visitors. Sidebar: signed-in users on non-public pages, tablet and up.
 * Bottom navigation: mobile, on /events or for signed-in users on non-public pages.
 */
export function layoutChrome({ path, device, signedIn, chrome = 'full' }: LayoutChromeInput): LayoutChrome {
  if (chrome === 'none') return { topBar: false, sidebar: false, bottomNav: false };
  const isPublic = isPublicPath(path);
  const privatePageForMember = signedIn && !isPublic;
  const topBar =
    device === 'mobile' ||
    (device === 'tablet' && (isPublic || !signedIn)) ||
    (device === 'desktop' && !signedIn);
  const sidebar = device !== 'mobile' && privatePageForMember && chrome === 'full';
  const bottomNav = device === 'mobile' && (normalizePath(path) === '/events' || privatePageForMember);
  return { topBar, sidebar, bottomNav };
}

/** The top bar's Access button (to /auth): visitors only, and not on the sign-in pages. */
export function showsAccessButton(path: string, signedIn: boolean): boolean {
  return !signedIn && !NO_ACCESS_BUTTON_PATHS.includes(normalizePath(path));
}

/** Where the logo leads: the events list for signed-in users, the landing page for visitors. */
export function logoTarget(signedIn: boolean): '/events' | '/' {
  return signedIn ? '/events' : '/';
}

/** The sidebar starts expanded on desktop and collapsed on tablet. */
export function sidebarStartsExpanded(device: LayoutDevice): boolean {
  return device === 'desktop';
}
