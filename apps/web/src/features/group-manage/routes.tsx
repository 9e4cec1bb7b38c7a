import type { AppRoute } from '../../lib/routing/app-route.ts';

/**
 * The pages that run a group (spec §2: signed in, a complete profile not required): create, edit,
 * dashboard, members, invitations, transfer and delete. Each is its own chunk.
 */
export const groupManageRoutes: AppRoute[] = [
  {
    path: 'groups/create',
    access: 'signed-in',
    lazy: async () => ({ Component: (await import('./pages/create-group-page.tsx')).CreateGroupPage }),
  },
  {
    path: 'groups/:id/edit',
    access: 'signed-in',
    lazy: async () => ({ Component: (await import('./pages/edit-group-page.tsx')).EditGroupPage }),
  },
  {
    path: 'groups/:id/dashboard',
    access: 'signed-in',
    lazy: async () => ({ Component: (await import('./pages/group-dashboard-page.tsx')).GroupDashboardPage }),
  },
  {
    path: 'groups/:id/members',
    access: 'signed-in',
    lazy: async () => ({ Component: (await import('./pages/group-members-page.tsx')).GroupMembersPage }),
  },
  {
    path: 'groups/:id/invites',
    access: 'signed-in',
    lazy: async () => ({ Component: (await import('./pages/group-invites-page.tsx')).GroupInvitesPage }),
  },
  {
    path: 'groups/:id/transfer',
    access: 'signed-in',
    lazy: async () => ({ Component: (await import('./pages/group-transfer-page.tsx')).GroupTransferPage }),
  },
  {
    path: 'groups/:id/delete',
    access: 'signed-in',
    lazy: async () => ({ Component: (await import('./pages/group-delete-page.tsx')).GroupDeletePage }),
  },
];
