import { normalizePath } from './layout-path.ts';

/** Keys of the header titles of spec §2 (texts in the `layout` namespace, under `titles`). */
export type HeaderTitleKey =
  | 'groupDashboard'
  | 'groupEdit'
  | 'groupMembers'
  | 'groupInvites'
  | 'groupFollowers'
  | 'groupTransfer'
  | 'groupDelete'
  | 'group'
  | 'groupCreate'
  | 'groups'
  | 'events'
  | 'profile'
  | 'participating'
  | 'organizing'
  | 'notifications';

const GROUP_PAGES: Record<string, HeaderTitleKey> = {
  dashboard: 'groupDashboard',
  edit: 'groupEdit',
  members: 'groupMembers',
  invites: 'groupInvites',
  followers: 'groupFollowers',
  transfer: 'groupTransfer',
  delete: 'groupDelete',
};

const EXACT: Record<string, HeaderTitleKey> = {
  '/groups': 'groups',
  '/groups/create': 'groupCreate',
  '/events': 'events',
  '/profile': 'profile',
  '/participating': 'participating',
  '/organizing': 'organizing',
  '/profile/notifications': 'notifications',
};

/** The header title of a path (spec §2), or null when the path has none. */
export function headerTitleKey(path: string): HeaderTitleKey | null {
  const current = normalizePath(path);
  const exact = EXACT[current];
  if (exact) return exact;
  const group = /^\/groups\/[^/]+\/([^/]+)$/.exec(current);
  if (group?.[1]) return GROUP_PAGES[group[1]] ?? 'group';
  return current.startsWith('/groups/') ? 'group' : null;
}

/** Pages where the top bar shows no back button: the landing page and the main tabs. */
export const NO_BACK_BUTTON_PATHS = [
  '/',
  '/events',
  '/social',
  '/organizing',
  '/participating',
  '/profile',
] as const;

export function showsBackButton(path: string): boolean {
  return !(NO_BACK_BUTTON_PATHS as readonly string[]).includes(normalizePath(path));
}
