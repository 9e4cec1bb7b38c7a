import { isPageBuilt } from '@eventos/domain';
import { CalendarDays, type LucideIcon, Ticket, UserRound, Users, UsersRound } from 'lucide-react';

/**
 * One navigation entry; `label` is a key of the `layout` namespace under `nav`. A nested entry's
 * icon shows only in the bottom navigation's menu, so it lives with the menu (nav-entry-icons.ts).
 */
export interface NavEntry {
  id: string;
  to: string;
  label: string;
  /** Shown only to administrators (and to moderators when `moderatorTo` says where they go). */
  adminOnly?: boolean;
  /** Where a moderator goes instead (issue 21: the admin entry leads them to the reports queue). */
  moderatorTo?: string;
}

/** The staff role of the signed-in person, or null: which admin-only entries they get. */
export type StaffRole = 'admin' | 'moderator' | null;

/** A top-level entry: a tab of the bottom navigation, a row of the sidebar. */
export interface NavItem extends NavEntry {
  icon: LucideIcon;
  children?: readonly NavEntry[];
}

// Creating an event and one's venues sit with one's events, so a phone (no sidebar) reaches them too.
const MINE_CHILDREN: readonly NavEntry[] = [
  { id: 'participating', to: '/participating', label: 'participating' },
  { id: 'organizing', to: '/organizing', label: 'organizing' },
  { id: 'create-event', to: '/events/create', label: 'createEvent' },
  { id: 'locations', to: '/locations', label: 'locations' },
];

const SOCIAL_CHILDREN: readonly NavEntry[] = [
  { id: 'timeline', to: '/social?tab=timeline', label: 'timeline' },
  { id: 'friends', to: '/social?tab=friends', label: 'friends' },
  { id: 'following', to: '/social?tab=seguindo', label: 'following' },
];

const PROFILE_CHILDREN: readonly NavEntry[] = [
  { id: 'profile-overview', to: '/profile', label: 'myProfile' },
  { id: 'profile-edit', to: '/profile/edit', label: 'editProfile' },
  { id: 'change-password', to: '/change-password', label: 'changePassword' },
  { id: 'profile-notifications', to: '/profile/notifications', label: 'notifications' },
  { id: 'security-privacy', to: '/security-privacy', label: 'securityPrivacy' },
  { id: 'help', to: '/contact', label: 'help' },
  { id: 'about', to: '/about', label: 'about' },
  { id: 'admin', to: '/admin', label: 'admin', adminOnly: true, moderatorTo: '/admin/event-reports' },
];

const EVENTS: NavItem = { id: 'events', to: '/events', label: 'events', icon: CalendarDays };
const MINE: NavItem = {
  id: 'mine',
  to: '/participating',
  label: 'mine',
  icon: Ticket,
  children: MINE_CHILDREN,
};
const SOCIAL: NavItem = {
  id: 'social',
  to: '/social',
  label: 'social',
  icon: Users,
  children: SOCIAL_CHILDREN,
};
const PROFILE: NavItem = {
  id: 'profile',
  to: '/profile',
  label: 'profile',
  icon: UserRound,
  children: PROFILE_CHILDREN,
};

/** The four tabs of the bottom navigation (spec §2). */
export const BOTTOM_NAV_TABS: readonly NavItem[] = [EVENTS, MINE, SOCIAL, PROFILE];

/** The sidebar's entries: the tabs plus groups. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  EVENTS,
  MINE,
  SOCIAL,
  { id: 'groups', to: '/groups', label: 'groups', icon: UsersRound },
  PROFILE,
];

/** An entry as a menu shows it: `to` is null when only its children lead somewhere. */
export interface ShownNavItem extends Omit<NavItem, 'to' | 'children'> {
  to: string | null;
  children: readonly NavEntry[];
}

/** The entry as this person gets it (a moderator's admin entry leads to the reports queue), or null. */
function forStaff<T extends NavEntry>(item: T, staff: StaffRole): T | null {
  if (!item.adminOnly || staff === 'admin') return item;
  if (staff === 'moderator' && item.moderatorTo) return { ...item, to: item.moderatorTo };
  return null;
}

function mayOpen(item: NavEntry | null): item is NavEntry {
  return item !== null && isPageBuilt(item.to);
}

/**
 * The entries this user gets: only those whose page exists (the domain's BUILT_PAGES) and, for the
 * admin entry, only for administrators (a moderator's leads to the reports queue). An entry whose own page is missing stays while one of its
 * children leads somewhere (it then only opens them); with none left, it goes too.
 */
export function shownNavItems(items: readonly NavItem[], staff: StaffRole): ShownNavItem[] {
  return items.flatMap((item): ShownNavItem[] => {
    const children = (item.children ?? []).map((child) => forStaff(child, staff)).filter(mayOpen);
    const own = forStaff(item, staff);
    const to = mayOpen(own) ? own.to : null;
    return to === null && children.length === 0 ? [] : [{ ...item, to, children }];
  });
}

/** Where an entry leads: its own page and its children's (for the active-entry rule). */
export function entryPaths(item: ShownNavItem): string[] {
  return [...(item.to ? [item.to] : []), ...item.children.map((child) => child.to)];
}
