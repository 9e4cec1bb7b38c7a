/**
 * Every group management page, loaded as one file: someone running a group moves between them, and
 * one file costs the first load one name in its table of what lazy pages preload, not seven.
 */
export { CreateGroupPage } from './create-group-page.tsx';
export { EditGroupPage } from './edit-group-page.tsx';
export { GroupDashboardPage } from './group-dashboard-page.tsx';
export { GroupDeletePage } from './group-delete-page.tsx';
export { GroupInvitesPage } from './group-invites-page.tsx';
export { GroupMembersPage } from './group-members-page.tsx';
export { GroupTransferPage } from './group-transfer-page.tsx';
