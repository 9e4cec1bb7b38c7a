import type { Comment, CommentPage, DiscussionState, MentionSuggestions, ReplyPage } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import type { SignedInUser } from '../../test/auth-session.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import type { Problem } from '../social/social.test-helpers.ts';

export { befriend, MANY_SIGN_UPS, type Problem, person, socialApi } from '../social/social.test-helpers.ts';

type Who = SignedInUser | undefined;

/** The discussion calls as someone (or a visitor); `body` is the parsed answer. */
export function discussionApi(app: App) {
  const call = <T>(path: string, init: RequestInit & { json?: unknown } = {}, who?: Who) =>
    api(app)<T & Problem>(path, init, who);
  const query = (params: Record<string, string | number | undefined>) => {
    const entries = Object.entries(params).filter(([, v]) => v !== undefined) as [string, string][];
    return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
  };
  return {
    call,
    post: (who: Who, eventId: string, body: string, parentId?: string) =>
      call<Comment>(
        `/api/v1/events/${eventId}/comments`,
        { method: 'POST', json: parentId ? { body, parentId } : { body } },
        who,
      ),
    list: (who: Who, eventId: string, params: Record<string, string | number | undefined> = {}) =>
      call<CommentPage>(`/api/v1/events/${eventId}/comments${query(params)}`, {}, who),
    replies: (who: Who, commentId: string, params: Record<string, string | number | undefined> = {}) =>
      call<ReplyPage>(`/api/v1/comments/${commentId}/replies${query(params)}`, {}, who),
    edit: (who: Who, commentId: string, body: string) =>
      call<Comment>(`/api/v1/comments/${commentId}`, { method: 'PATCH', json: { body } }, who),
    remove: (who: Who, commentId: string) => call(`/api/v1/comments/${commentId}`, { method: 'DELETE' }, who),
    pin: (who: Who, commentId: string, on = true) =>
      call<Comment>(`/api/v1/comments/${commentId}/pin`, { method: on ? 'PUT' : 'DELETE' }, who),
    hide: (who: Who, commentId: string, on = true) =>
      call<Comment>(`/api/v1/comments/${commentId}/hidden`, { method: on ? 'PUT' : 'DELETE' }, who),
    settings: (who: Who, eventId: string, json: { closed?: boolean; notifyOrganizer?: boolean }) =>
      call<DiscussionState>(`/api/v1/events/${eventId}/discussion`, { method: 'PATCH', json }, who),
    suggestions: (who: Who, eventId: string, q?: string) =>
      call<MentionSuggestions>(`/api/v1/events/${eventId}/mention-suggestions${query({ q })}`, {}, who),
  };
}

/**
 * A comment written straight into the table as the database's owner (arranging many without the
 * flood limits), `minutesAgo` before now so pages have a known order.
 */
export async function seedComment(
  db: Database,
  values: {
    eventId: string;
    authorId: string;
    body?: string;
    rootId?: string;
    replyToId?: string;
    minutesAgo: number;
  },
): Promise<string> {
  const result = (await db.execute(
    sql`INSERT INTO event_comments (event_id, author_id, root_id, reply_to_id, body, created_at)
        VALUES (${values.eventId}::uuid, ${values.authorId}::uuid, ${values.rootId ?? null}::uuid,
                ${values.replyToId ?? null}::uuid, ${values.body ?? `comentário de ${values.minutesAgo} minutos`},
                now() - make_interval(mins => ${values.minutesAgo}::int))
        RETURNING id`,
  )) as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error('comment not inserted');
  return id;
}

/** The person's username, as stored. */
export async function usernameOf(db: Database, userId: string): Promise<string> {
  const result = (await db.execute(sql`SELECT username FROM profiles WHERE id = ${userId}::uuid`)) as {
    rows: { username: string }[];
  };
  return result.rows[0]?.username ?? '';
}
