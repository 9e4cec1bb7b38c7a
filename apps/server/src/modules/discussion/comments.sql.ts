import type { Statement } from '../../db/read-as.ts';
import { keyTime } from '../groups/groups.cursor.ts';

/**
 * The discussion's reads, as the caller (ADR 0015): the event_comments policy decides which
 * comments they see (the event's policy, hidden comments, blocks), so every statement here only
 * orders, pages and joins. Top-level comments page by keyset on (created_at, id) through
 * event_comments_roots_idx; replies through event_comments_replies_idx.
 */

const ME = '(SELECT app.current_user_id())';

/** Everything a comment shows, read from `event_comments c`. */
const COMMENT_COLUMNS = `c.id, c.event_id, c.root_id, c.body, c.created_at, c.edited_at, c.deleted_at,
    c.hidden_by, c.pinned_at, ${keyTime('c.created_at')} AS key_at,
    c.author_id, a.first_name AS author_first_name, a.last_name AS author_last_name,
    a.username AS author_username, a.avatar_path AS author_avatar_path, a.city AS author_city,
    t.id AS reply_to_id, ta.username AS reply_to_username, ta.first_name AS reply_to_first_name,
    ta.last_name AS reply_to_last_name,
    (SELECT coalesce(json_agg(json_build_object('id', m.id, 'username', m.username)
              ORDER BY array_position(c.mentions, m.id)), '[]'::json)
       FROM profiles m
      WHERE m.id = ANY(c.mentions) AND m.username IS NOT NULL
        AND (${ME} IS NULL OR NOT app.blocked_between(m.id, ${ME}))) AS mentions,
    CASE WHEN c.root_id IS NULL THEN
      (SELECT count(*)::int FROM event_comments r WHERE r.root_id = c.id AND r.deleted_at IS NULL)
    ELSE 0 END AS reply_count,
    (${ME} IS NOT NULL AND EXISTS (
      SELECT 1 FROM reports rp
      WHERE rp.reporter_id = ${ME} AND rp.target_type = 'comment' AND rp.target_id = c.id
        AND rp.status = 'open')) AS reported`;

const COMMENT_FROM = `event_comments c
    LEFT JOIN profiles a ON a.id = c.author_id
    LEFT JOIN event_comments t ON t.id = c.reply_to_id
    LEFT JOIN profiles ta ON ta.id = t.author_id`;

export interface CommentRow {
  id: string;
  event_id: string;
  root_id: string | null;
  body: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
  hidden_by: 'organizer' | 'moderation' | null;
  pinned_at: Date | string | null;
  key_at: string;
  author_id: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
  author_username: string | null;
  author_avatar_path: string | null;
  author_city: string | null;
  reply_to_id: string | null;
  reply_to_username: string | null;
  reply_to_first_name: string | null;
  reply_to_last_name: string | null;
  mentions: { id: string; username: string }[] | string;
  reply_count: number;
  reported: boolean;
}

export interface DiscussionRow {
  id: string;
  comments_closed: boolean;
  notify_comments: boolean;
  can_moderate: boolean;
  refusal: string | null;
  total: number;
}

/** How the discussion of event $1 stands for the caller; no row when they cannot see the event. */
export const DISCUSSION_STATE: Statement = {
  name: 'discussion_state',
  text: `SELECT e.id, e.comments_closed, e.notify_comments,
      app.can_manage_event(e.organizer_id, e.group_id) AS can_moderate,
      app.comment_refusal(e.id) AS refusal,
      app.discussion_total(e.id) AS total
    FROM events e WHERE e.id = $1`,
};

/**
 * A top-level comment is listed unless it was removed and no reply the caller sees is left. A scalar
 * sub-select (LIMIT 1), asked only of removed comments through the replies index: an EXISTS would be
 * planned as a hash of every reply of the event, each read through the policy.
 */
const LISTED_ROOT = `c.root_id IS NULL AND c.pinned_at IS NULL
    AND (c.deleted_at IS NULL OR (
      SELECT true FROM event_comments r WHERE r.root_id = c.id AND r.deleted_at IS NULL LIMIT 1))`;

/**
 * Top-level comments of event $1 before the key ($2 time, $3 id; nulls: from the newest), newest
 * first: $4 rows. Reads newest-first pages, and the comments before an `around` page read oldest first.
 */
export const ROOTS_BEFORE: Statement = {
  name: 'discussion_roots_before',
  text: `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
    WHERE c.event_id = $1 AND ${LISTED_ROOT}
      AND ($2::timestamptz IS NULL OR (c.created_at, c.id) < ($2::timestamptz, $3::uuid))
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT $4`,
};

/** Top-level comments of event $1 after the key ($2, $3; nulls: from the oldest), oldest first: $4 rows. */
export const ROOTS_AFTER: Statement = {
  name: 'discussion_roots_after',
  text: `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
    WHERE c.event_id = $1 AND ${LISTED_ROOT}
      AND ($2::timestamptz IS NULL OR (c.created_at, c.id) > ($2::timestamptz, $3::uuid))
    ORDER BY c.created_at, c.id
    LIMIT $4`,
};

/** The pinned comment of event $1, if the caller sees it. */
export const PINNED: Statement = {
  name: 'discussion_pinned',
  text: `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
    WHERE c.event_id = $1 AND c.root_id IS NULL AND c.pinned_at IS NOT NULL`,
};

/** One comment by id ($1), if the caller sees it. */
export const COMMENT_BY_ID: Statement = {
  name: 'discussion_comment_by_id',
  text: `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.id = $1`,
};

/** The first $2 replies (oldest first) of each thread $1 (top-level ids), removed replies left out. */
export const FIRST_REPLIES: Statement = {
  name: 'discussion_first_replies',
  text: `WITH firsts AS (
      SELECT x.id FROM unnest($1::uuid[]) AS root(id)
      CROSS JOIN LATERAL (
        SELECT r.id FROM event_comments r
        WHERE r.root_id = root.id AND r.deleted_at IS NULL
        ORDER BY r.created_at, r.id
        LIMIT $2) x
    )
    SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
    WHERE c.id IN (SELECT f.id FROM firsts f)
    ORDER BY c.created_at, c.id`,
};

/** Replies of thread $1 after the key ($2, $3; nulls: from the first), oldest first: $4 rows. */
export const REPLIES_AFTER: Statement = {
  name: 'discussion_replies_after',
  text: `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM}
    WHERE c.root_id = $1 AND c.deleted_at IS NULL
      AND ($2::timestamptz IS NULL OR (c.created_at, c.id) > ($2::timestamptz, $3::uuid))
    ORDER BY c.created_at, c.id
    LIMIT $4`,
};

export interface SuggestionRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  city: string | null;
}

/** People the caller may @mention on event $1 matching $2 (or ''), at most $3, in their order. */
export const MENTION_SUGGESTIONS: Statement = {
  name: 'discussion_mention_suggestions',
  text: `SELECT p.id AS user_id, p.first_name, p.last_name, p.username, p.avatar_path, p.city
    FROM app.mention_suggestions($1::uuid, $2::text, $3::integer) WITH ORDINALITY s(person, n)
    JOIN profiles p ON p.id = s.person
    ORDER BY s.n`,
};
