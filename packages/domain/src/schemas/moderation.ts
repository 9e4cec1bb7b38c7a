import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  MODERATION_PAGE_MAX,
  MODERATION_PAGE_SIZE,
  REPORT_LIMITS,
  REPORT_REASONS,
  REPORT_STATES,
  REPORT_TARGET_TYPES,
} from '../constants/discussion.ts';
import { pageCursor, pageLimit, textField } from './primitives.ts';
import { socialPersonSchema } from './social.ts';

/**
 * Reports and moderation (issue 19): POST /api/v1/reports and the admin queue under
 * /api/v1/admin/reports and /api/v1/admin/moderation-log (docs/decisions/0015-discussion-and-moderation.md).
 * Reported text is plain text and is shown as text, never as HTML.
 */

export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, {
  message: 'validation.report.target.invalid',
});
export const reportReasonSchema = z.enum(REPORT_REASONS, { message: 'validation.report.reason.required' });
export const reportStateSchema = z.enum(REPORT_STATES);
export const moderationActionSchema = z.enum(MODERATION_ACTIONS, {
  message: 'validation.moderation.action.invalid',
});

const details = textField('validation.report.details.invalid', 'validation.report.details.invalid')
  .trim()
  .max(REPORT_LIMITS.details.max, { message: 'validation.report.details.too_long' })
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /reports: anyone signed in reports something they can see; 'other' needs a few words. */
export const createReportSchema = z
  .object({
    targetType: reportTargetTypeSchema,
    targetId: z.guid({ message: 'validation.report.target.invalid' }),
    reason: reportReasonSchema,
    details,
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'validation.report.details.required' });
  });
export type CreateReportInput = z.infer<typeof createReportSchema>;

export const reportCreatedSchema = z.object({ id: z.guid() });

/** GET /admin/reports?status: targets with reports in that state, most reported first then newest. */
export const reportQueueQuerySchema = z.object({
  status: reportStateSchema.default('open'),
  targetType: reportTargetTypeSchema.optional(),
  cursor: pageCursor(),
  limit: pageLimit(MODERATION_PAGE_MAX, MODERATION_PAGE_SIZE),
});
export type ReportQueueQuery = z.infer<typeof reportQueueQuerySchema>;

/** What was reported, as the queue shows it (text only; null fields are gone or unknown). */
export const reportedContentSchema = z.object({
  /** The event's or group's name, the profile's name, or the commented event's name. */
  title: z.string().nullable(),
  /** The comment's text, the event's or group's description (cut short), or the profile's bio. */
  text: z.string().nullable(),
  /** Where it lives in the app (an internal path), null when gone. */
  path: z.string().nullable(),
  /** Who wrote or owns it (the person a suspension would apply to). */
  author: socialPersonSchema.nullable(),
  /** Already hidden, cancelled, or its author suspended (until when; 'forever' for good). */
  hidden: z.boolean(),
  cancelled: z.boolean(),
  authorSuspendedUntil: z.string().nullable(),
});
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const reportSummarySchema = z.object({
  id: z.guid(),
  reporter: socialPersonSchema.nullable(),
  reason: reportReasonSchema,
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** One reported target in the queue: counts per reason and its latest reports. */
export const reportQueueItemSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: z.guid(),
  reportCount: z.number().int().min(1),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int().min(1) })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  content: reportedContentSchema,
  reports: z.array(reportSummarySchema),
});
export type ReportQueueItem = z.infer<typeof reportQueueItemSchema>;

export const reportQueuePageSchema = z.object({
  items: z.array(reportQueueItemSchema),
  nextCursor: z.string().nullable(),
  /** Targets with open reports (the admin menu's badge). */
  openTotal: z.number().int().min(0),
});
export type ReportQueuePage = z.infer<typeof reportQueuePageSchema>;

const note = textField('validation.moderation.note.required', 'validation.moderation.note.invalid')
  .trim()
  .min(REPORT_LIMITS.note.min, { message: 'validation.moderation.note.required' })
  .max(REPORT_LIMITS.note.max, { message: 'validation.moderation.note.too_long' });

/**
 * POST /admin/reports/actions: act on a target; every open report on it is resolved (dismissed, or
 * actioned), the action is logged, reporters and the author are told. `suspendDays` (1, 7, 30 or
 * null for good) is required with 'suspend'.
 */
export const moderationActionInputSchema = z
  .object({
    targetType: reportTargetTypeSchema,
    targetId: z.guid({ message: 'validation.report.target.invalid' }),
    action: moderationActionSchema,
    note,
    suspendDays: z
      .union([z.literal(1), z.literal(7), z.literal(30), z.null()], {
        message: 'validation.moderation.suspend_days.invalid',
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'suspend' && v.suspendDays === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['suspendDays'],
        message: 'validation.moderation.suspend_days.invalid',
      });
  });
export type ModerationActionInput = z.infer<typeof moderationActionInputSchema>;

export const moderationActionResultSchema = z.object({
  id: z.guid(),
  resolvedReports: z.number().int().min(0),
});

/** GET /admin/moderation-log: every action, newest first. */
export const moderationLogQuerySchema = z.object({
  cursor: pageCursor(),
  limit: pageLimit(MODERATION_PAGE_MAX, MODERATION_PAGE_SIZE),
});
export type ModerationLogQuery = z.infer<typeof moderationLogQuerySchema>;

export const moderationLogEntrySchema = z.object({
  id: z.guid(),
  admin: socialPersonSchema.nullable(),
  targetType: reportTargetTypeSchema,
  targetId: z.guid(),
  action: moderationActionSchema,
  note: z.string(),
  /** For 'suspend': until when ('forever' for good). */
  suspendedUntil: z.string().nullable(),
  resolvedReports: z.number().int().min(0),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogPageSchema = z.object({
  items: z.array(moderationLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ModerationLogPage = z.infer<typeof moderationLogPageSchema>;
