import { isPageBuilt } from '@eventos/domain';

/** The public page of a group (by slug: the address people share). */
export function groupPageHref(slug: string): string {
  return `/groups/${encodeURIComponent(slug)}`;
}

/** The group's followers page. */
export function groupFollowersHref(slug: string): string {
  return `${groupPageHref(slug)}/followers`;
}

/** Pages for the group's owner and organisers, in the order the group page offers them. */
export const GROUP_MANAGE_PAGES = ['dashboard', 'edit', 'members', 'invites'] as const;
export type GroupManagePage = (typeof GROUP_MANAGE_PAGES)[number];

/** The management pages that exist so far, with their addresses (by id). */
export function builtManageLinks(groupId: string): { page: GroupManagePage; href: string }[] {
  return GROUP_MANAGE_PAGES.map((page) => ({
    page,
    href: `/groups/${encodeURIComponent(groupId)}/${page}`,
  })).filter((link) => isPageBuilt(link.href));
}

/** /auth, then back to `back` (path, query and hash) once signed in. */
export function signInHref(back: string): string {
  return `/auth?redirect=${encodeURIComponent(back)}`;
}
