import type { AppRoute } from '../../lib/routing/app-route.ts';

const pages = () => import('./pages/group-manage-pages.ts');

/**
 * The pages that run a group (spec §2: signed in, a complete profile not required): create, edit,
 * dashboard, members, invitations, transfer and delete. They load together, as one file (the
 * editor and the charts still load only where they show).
 */
export const groupManageRoutes: AppRoute[] = [
  {
    path: 'groups/create',
    access: 'signed-in',
    lazy: async () => ({ Component: (await pages()).CreateGroupPage }),
  },
  {
    path: 'groups/:id/edit',
    access: 'signed-in',
    lazy: async () => ({ Component: (await pages()).EditGroupPage }),
  },
  {
    path: 'groups/:id/dashboard',
    access: 'signed-in',
    lazy: async () => ({ Component: (await pages()).GroupDashboardPage }),
  },
  {
    path: 'groups/:id/members',
    access: 'signed-in',
    lazy: async () => ({ Component: (await pages()).GroupMembersPage }),
  },
  {
    path: 'groups/:id/invites',
    access: 'signed-in',
    lazy: async () => ({ Component: (await pages()).GroupInvitesPage }),
  },
  {
    path: 'groups/:id/transfer',
    access: 'signed-in',
    lazy: async () => ({ Component: (await pages()).GroupTransferPage }),
  },
  {
    path: 'groups/:id/delete',
    access: 'signed-in',
    lazy: async () => ({ Component: (await pages()).GroupDeletePage }),
  },
];
