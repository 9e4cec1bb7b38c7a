import type { GroupRole } from '@eventos/domain';

/**
 * Query keys of the group's management pages. They sit under 'groups', so a change made here
 * (saved, transferred, deleted) refreshes whatever else shows the group.
 */
export const groupManageKeys = {
  all: ['groups'] as const,
  group: (idOrSlug: string) => [...groupManageKeys.all, 'manage', idOrSlug] as const,
  dashboard: (groupId: string) => [...groupManageKeys.group(groupId), 'dashboard'] as const,
  memberLists: (groupId: string) => [...groupManageKeys.group(groupId), 'members'] as const,
  members: (groupId: string, role: GroupRole | 'all', q: string) =>
    [...groupManageKeys.memberLists(groupId), role, q] as const,
  invitations: (groupId: string) => [...groupManageKeys.group(groupId), 'invitations'] as const,
};
