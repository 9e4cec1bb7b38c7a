import { z } from 'zod';
import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  AUDIT_ACTIONS,
  ROLE_REASON_LIMITS,
  ROLES,
} from '../constants/admin.ts';
import { PWA_DISPLAY_MODES, PWA_PLATFORMS } from '../constants/offline.ts';
import { pageCursor, pageLimit, textField } from './primitives.ts';

/**
 * The admin console (issue 21): permissions and the audit log (/api/v1/admin/people,
 * /api/v1/admin/audit-log), the dashboard (/api/v1/admin/dashboard), the PWA beacon
 * counts (/api/v1/admin/pwa-stats; the beacon itself is POST /api/v1/pwa-stats, issue 20).
 */

export const roleSchema = z.enum(ROLES, { message: 'validation.role.invalid' });

/** GET /admin/people?q&role&cursor&limit — search by name, username or e-mail; keyset by (created_at, id). */
export const adminPeopleQuerySchema = z.object({
  q: textField('validation.admin.q.too_long', 'validation.invalid')
    .trim()
    .max(ADMIN_SEARCH_MAX, { message: 'validation.admin.q.too_long' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  role: roleSchema.optional(),
  cursor: pageCursor(),
  limit: pageLimit(ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
});
export type AdminPeopleQuery = z.infer<typeof adminPeopleQuerySchema>;

export const adminPersonSchema = z.object({
  id: z.guid(),
  username: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;
export const adminPeoplePageSchema = z.object({
  items: z.array(adminPersonSchema),
  nextCursor: z.string().nullable(),
});

/** PUT /admin/people/{id}/role — grant or revoke; the reason is required and kept in the audit log. */
export const roleChangeInputSchema = z.object({
  role: roleSchema,
  reason: textField('validation.role.reason.required', 'validation.role.reason.required')
    .trim()
    .min(ROLE_REASON_LIMITS.min, { message: 'validation.role.reason.required' })
    .max(ROLE_REASON_LIMITS.max, { message: 'validation.role.reason.too_long' }),
});
export type RoleChangeInput = z.infer<typeof roleChangeInputSchema>;

export const auditActionSchema = z.enum(AUDIT_ACTIONS, { message: 'validation.invalid' });

/** GET /admin/audit-log?action&cursor&limit — newest first. */
export const auditLogQuerySchema = z.object({
  action: auditActionSchema.optional(),
  cursor: pageCursor(),
  limit: pageLimit(ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.guid(),
  actor: z.object({ id: z.guid(), username: z.string().nullable(), name: z.string() }).nullable(),
  action: auditActionSchema,
  /** What was acted on: 'theme', 'profile', 'broadcast', 'report'. */
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** A readable name of the target at the time (theme name, @username…). */
  targetLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});

/** One week of a dashboard series: the Monday it starts ('YYYY-MM-DD') and the count. */
export const weeklyCountSchema = z.object({ week: z.string(), count: z.number().int() });

/** GET /admin/dashboard */
export const adminDashboardSchema = z.object({
  people: z.object({
    total: z.number().int(),
    /** Sessions within DASHBOARD_ACTIVE_DAYS. */
    active: z.number().int(),
    newPerWeek: z.array(weeklyCountSchema),
  }),
  events: z.object({
    published: z.number().int(),
    upcoming: z.number().int(),
    cancelled: z.number().int(),
  }),
  rsvpsPerWeek: z.array(weeklyCountSchema),
  checkinsPerWeek: z.array(weeklyCountSchema),
  openReports: z.number().int(),
  /** Null until sponsorships exist. */
  pendingSponsorships: z.number().int().nullable(),
  generatedAt: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

const shareSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ value: z.enum(values), count: z.number().int() }));

/** GET /admin/pwa-stats — the last PWA_STATS_DAYS days. */
export const pwaStatsSchema = z.object({
  days: z.number().int(),
  beacons: z.number().int(),
  installed: z.number().int(),
  displayModes: shareSchema(PWA_DISPLAY_MODES),
  platforms: shareSchema(PWA_PLATFORMS),
  /** Beacons whose browser allowed push. */
  pushOptIn: z.number().int(),
  /** Beacons per day, oldest first ('YYYY-MM-DD'). */
  perDay: z.array(z.object({ day: z.string(), beacons: z.number().int(), installed: z.number().int() })),
});
export type PwaStats = z.infer<typeof pwaStatsSchema>;
