import { type AppPage, isPageBuilt } from '@eventos/domain';
import {
  BarChart3,
  Flag,
  FlaskConical,
  HandCoins,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Palette,
  Send,
  ShieldCheck,
  SwatchBook,
} from 'lucide-react';

/** One page of the admin area (spec §2); `label` is a key of the `admin` namespace under `pages`. */
export interface AdminPage {
  path: AppPage;
  label: string;
  icon: LucideIcon;
}

/** Every child page of /admin in the spec's order. */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: '/admin', label: 'dashboard', icon: LayoutDashboard },
  { path: '/admin/send-notification', label: 'sendNotification', icon: Send },
  { path: '/admin/themes', label: 'themes', icon: Palette },
  { path: '/admin/styles', label: 'styles', icon: SwatchBook },
  { path: '/admin/pwa-stats', label: 'pwaStats', icon: BarChart3 },
  { path: '/admin/permissions', label: 'permissions', icon: ShieldCheck },
  { path: '/admin/sponsorships', label: 'sponsorships', icon: HandCoins },
  { path: '/admin/event-reports', label: 'eventReports', icon: Flag },
  { path: '/admin/components-test', label: 'componentsTest', icon: FlaskConical },
  { path: '/admin/test-requirement-fields', label: 'testRequirementFields', icon: ListChecks },
];

/** The admin pages that exist: the area's tabs and the index's links list only these. */
export function builtAdminPages(): AdminPage[] {
  return ADMIN_PAGES.filter((page) => isPageBuilt(page.path));
}

/** The one page a moderator may open (issue 21): the reports queue. */
export const MODERATOR_HOME: AppPage = '/admin/event-reports';

/** The built admin pages a role may open: all for an administrator, the reports queue for a moderator. */
export function adminPagesFor(role: string | null): AdminPage[] {
  if (role === 'admin') return builtAdminPages();
  if (role === 'moderator') return builtAdminPages().filter((page) => page.path === MODERATOR_HOME);
  return [];
}
