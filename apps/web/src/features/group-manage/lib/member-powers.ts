import type { GroupMember, GroupViewer } from '@eventos/domain';
import type { MemberPowers } from '../components/member-actions-menu.tsx';

/**
 * What the viewer may do with one member (ADR 0011): the owner changes roles between organiser
 * and member and removes anyone else; organisers remove members. Nobody acts on the owner here,
 * nor on themselves (leaving is on the group's page).
 */
export function memberPowers(viewer: GroupViewer, member: GroupMember, myId: string | null): MemberPowers {
  if (member.role === 'owner' || member.id === myId) return { changeRole: false, remove: false };
  if (viewer.isOwner) return { changeRole: true, remove: true };
  return { changeRole: false, remove: viewer.canManage && member.role === 'member' };
}
