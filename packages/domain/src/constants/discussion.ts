/** Event discussion and moderation (issue 19): comments, reports, the admin queue and their sizes. */

/** The order a discussion is read in. */
export const COMMENT_ORDERS = ['newest', 'oldest'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

/**
 * How a comment stands for the reader: shown; removed by its author (kept as "comentário removido"
 * while it has replies); hidden by the organiser (the organiser still sees it, marked) or by the
 * moderation team (nobody but administrators sees it).
 */
export const COMMENT_STATES = ['visible', 'deleted', 'hidden'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** Who hid a comment. */
export const COMMENT_HIDDEN_BY = ['organizer', 'moderation'] as const;
export type CommentHiddenBy = (typeof COMMENT_HIDDEN_BY)[number];

/** Top-level comments per page, and the most a caller may ask for. */
export const COMMENT_PAGE_SIZE = 20;
export const COMMENT_PAGE_MAX = 50;
/** Replies shown under a comment before "ver mais respostas" loads the rest. */
export const COMMENT_REPLIES_INLINE = 3;
/** Replies per page when the rest of a thread is loaded. */
export const COMMENT_REPLIES_PAGE_SIZE = 50;
/** People the @mention autocomplete offers. */
export const MENTION_SUGGESTIONS_MAX = 8;
/** People one comment may mention (and so notify); more @names stay plain text. */
export const COMMENT_MENTIONS_MAX = 10;

export const COMMENT_LIMITS = {
  body: { min: 1, max: 2000 },
  /** The @mention search term. */
  mentionQuery: { max: 50 },
} as const;

/**
 * Flood limits per person, counted in the database over every event: a burst, and a sustained rate.
 * Past either the call answers 429 'comment.rate_limited'.
 */
export const COMMENT_RATE_LIMITS = [
  { windowSeconds: 60, max: 5 },
  { windowSeconds: 3600, max: 60 },
] as const;

/** What can be reported. */
export const REPORT_TARGET_TYPES = ['event', 'comment', 'group', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why (spam, fraud or scam, offensive, violence, sexual content, wrong information, other). */
export const REPORT_REASONS = [
  'spam',
  'fraud',
  'offensive',
  'violence',
  'sexual',
  'misinformation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report waits (open) until an administrator acts on its target: then it is dismissed or actioned. */
export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_LIMITS = {
  /** Free text: required with reason 'other', optional otherwise. */
  details: { max: 1000 },
  /** An administrator's note on an action (required). */
  note: { min: 3, max: 1000 },
} as const;

/** Reports one person may file per hour (429 'report.rate_limited' past it). */
export const REPORTS_PER_HOUR = 20;

/**
 * What an administrator does about a reported target. `hide` applies to comments, events and
 * groups; `cancel_event` to events; `suspend` to the author (of the comment or event, the group's
 * owner, or the profile itself); `dismiss` to any.
 */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'cancel_event', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTIONS_BY_TARGET: Record<ReportTargetType, readonly ModerationAction[]> = {
  comment: ['dismiss', 'hide', 'suspend'],
  event: ['dismiss', 'hide', 'cancel_event', 'suspend'],
  group: ['dismiss', 'hide', 'suspend'],
  profile: ['dismiss', 'suspend'],
};

/** How long a suspension lasts, in days; null is for good. */
export const SUSPENSION_DAYS = [1, 7, 30, null] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

/** Report groups per page of the admin queue, and log entries per page. */
export const MODERATION_PAGE_SIZE = 20;
export const MODERATION_PAGE_MAX = 50;
/** The latest reports shown on a target's card in the queue. */
export const MODERATION_REPORTS_PER_TARGET = 5;
