/** The admin console (issue 21): roles, the audit log, the PWA beacon and the dashboard. */

/** Roles of a profile: moderator works the reports queue only; admin has the whole admin area. */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may work the reports queue (/admin/event-reports and its API). */
export const MODERATION_ROLES: readonly Role[] = ['moderator', 'admin'];

/** A role change needs a reason of this many characters. */
export const ROLE_REASON_LIMITS = { min: 3, max: 500 } as const;

/** What the audit log records (target type · verb). */
export const AUDIT_ACTIONS = [
  'theme.create',
  'theme.update',
  'theme.delete',
  'theme.activate',
  'theme.deactivate',
  'theme.select',
  'role.grant',
  'role.revoke',
  'broadcast.send',
  'report.moderate',
  'sponsorship.approve',
  'sponsorship.reject',
  'sponsorship.end',
  'sponsorship.feature',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Page sizes of the people search and the audit log. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 50;

/** People search text limit. */
export const ADMIN_SEARCH_MAX = 100;

/** Theme text limits (the spec gives only the name's minimum). */
export const THEME_LIMITS = { name: { min: 2, max: 60 }, description: { max: 500 } } as const;

/** Days the PWA stats page sums. */
export const PWA_STATS_DAYS = 30;

/** Weeks the dashboard's series cover, and what counts as an active person (a session within). */
export const DASHBOARD_WEEKS = 8;
export const DASHBOARD_ACTIVE_DAYS = 30;
