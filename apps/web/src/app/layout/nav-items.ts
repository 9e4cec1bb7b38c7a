import {
  Bell,
  CalendarCheck,
  CalendarCog,
  CalendarDays,
  CircleHelp,
  Info,
  KeyRound,
  type LucideIcon,
  MapPin,
  Newspaper,
  Pencil,
  Shield,
  ShieldCheck,
  Ticket,
  UserPlus,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';

/** One navigation entry; `label` is a key of the `layout` namespace under `nav`. */
export interface NavItem {
  id: string;
  to: string;
  label: string;
  icon: LucideIcon;
  children?: readonly NavItem[];
  /** Shown only to administrators. */
  adminOnly?: boolean;
}

const MINE_CHILDREN: readonly NavItem[] = [
  { id: 'participating', to: '/participating', label: 'participating', icon: CalendarCheck },
  { id: 'organizing', to: '/organizing', label: 'organizing', icon: CalendarCog },
];

const SOCIAL_CHILDREN: readonly NavItem[] = [
  { id: 'timeline', to: '/social?tab=timeline', label: 'timeline', icon: Newspaper },
  { id: 'friends', to: '/social?tab=friends', label: 'friends', icon: UserPlus },
  { id: 'following', to: '/social?tab=seguindo', label: 'following', icon: UsersRound },
];

const PROFILE_CHILDREN: readonly NavItem[] = [
  { id: 'profile-overview', to: '/profile', label: 'myProfile', icon: UserRound },
  { id: 'profile-edit', to: '/profile/edit', label: 'editProfile', icon: Pencil },
  { id: 'change-password', to: '/change-password', label: 'changePassword', icon: KeyRound },
  { id: 'profile-notifications', to: '/profile/notifications', label: 'notifications', icon: Bell },
  { id: 'security-privacy', to: '/security-privacy', label: 'securityPrivacy', icon: ShieldCheck },
  { id: 'help', to: '/contact', label: 'help', icon: CircleHelp },
  { id: 'about', to: '/about', label: 'about', icon: Info },
  { id: 'admin', to: '/admin', label: 'admin', icon: Shield, adminOnly: true },
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

/** The sidebar's entries: the tabs plus groups and venues. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  EVENTS,
  MINE,
  SOCIAL,
  { id: 'groups', to: '/groups', label: 'groups', icon: UsersRound },
  { id: 'locations', to: '/locations', label: 'locations', icon: MapPin },
  PROFILE,
];

/** The item's children that this user may see. */
export function visibleChildren(item: NavItem, isAdmin: boolean): readonly NavItem[] {
  return (item.children ?? []).filter((child) => isAdmin || !child.adminOnly);
}
