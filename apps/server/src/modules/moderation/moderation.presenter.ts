import {
  htmlToPlainText,
  type ModerationAction,
  type ModerationLogEntry,
  type ReportedContent,
  type ReportReason,
  type ReportSummary,
  type ReportTargetType,
} from '@eventos/domain';
import { eventPagePath, groupPagePath, profilePagePath } from '../seo/page-urls.ts';
import { type SocialPersonRow, toSocialPerson } from '../social/person-cards.ts';
import type { LogRow, QueueReportRow, TargetContentRow } from './moderation.sql.ts';

/** How much of a long description or bio the queue shows. */
const TEXT_SHOWN = 600;

const cut = (text: string | null) =>
  text === null ? null : text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN - 1)}…` : text;

/** A person read through a LEFT JOIN: none when the account is gone. */
export function personOrNull(row: Partial<SocialPersonRow>) {
  if (!row.user_id) return null;
  return toSocialPerson({
    user_id: row.user_id,
    first_name: row.first_name ?? null,
    last_name: row.last_name ?? null,
    username: row.username ?? null,
    avatar_path: row.avatar_path ?? null,
    city: row.city ?? null,
  });
}

/** Where a reported target lives in the app, when it is still there. */
function pathOf(type: ReportTargetType, id: string, row: TargetContentRow): string | null {
  if (type === 'comment') return row.event_id ? `/events/${row.event_id}#comment-${id}` : null;
  if (!row.slug) return null;
  if (type === 'event') return eventPagePath(row.slug);
  if (type === 'group') return groupPagePath(row.slug);
  return profilePagePath(row.slug);
}

/**
 * The reported content as text: descriptions (stored as sanitised HTML) lose their markup, a
 * comment and a bio are already plain text. Nothing here is ever meant to be rendered as HTML.
 */
export function toReportedContent(
  type: ReportTargetType,
  id: string,
  row: TargetContentRow | undefined,
  authors: Map<string, SocialPersonRow>,
): ReportedContent {
  if (!row) {
    return {
      title: null,
      text: null,
      path: null,
      author: null,
      hidden: false,
      cancelled: false,
      authorSuspendedUntil: null,
    };
  }
  const html = type === 'event' || type === 'group';
  const author = row.author_id ? authors.get(row.author_id) : undefined;
  return {
    title: type === 'profile' ? (row.title ?? row.slug) : row.title,
    text: cut(html && row.body !== null ? htmlToPlainText(row.body) : row.body),
    path: pathOf(type, id, row),
    author: author ? toSocialPerson(author) : null,
    hidden: row.hidden,
    cancelled: row.cancelled,
    authorSuspendedUntil: row.author_suspended_until,
  };
}

export function toReportSummary(row: QueueReportRow): ReportSummary {
  return {
    id: row.id,
    reporter: personOrNull(row),
    reason: row.reason as ReportReason,
    details: row.details,
    createdAt: row.created_at,
  };
}

export function toLogEntry(row: LogRow): ModerationLogEntry {
  return {
    id: row.id,
    admin: personOrNull(row),
    targetType: row.target_type as ReportTargetType,
    targetId: row.target_id,
    action: row.action as ModerationAction,
    note: row.note,
    suspendedUntil: row.suspended_until,
    resolvedReports: row.resolved_reports,
    createdAt: row.created_at,
  };
}
