import {
  COMMENT_PAGE_SIZE,
  COMMENT_REPLIES_INLINE,
  type Comment,
  type CommentThread,
  type DiscussionState,
  type SocialPerson,
} from '@eventos/domain';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { commentId, JOANA, makeDiscussion } from './discussion-fixtures.ts';

/** What the fake API holds; tests change it, or read what was asked. */
export interface FakeDiscussionApi {
  eventId: string;
  /** Every comment and reply, as the caller may see them. */
  comments: Comment[];
  discussion: DiscussionState;
  /** Who GET mention-suggestions finds (by name or username). */
  people: SocialPerson[];
  /** Answers the next write instead of the fake (a failure, a held promise). */
  nextWrite: (() => Response | Promise<Response>) | null;
  /** Every write as 'POST comments {"body":"Oi"}', 'PUT {id}/pin'. */
  writes: string[];
  /** Every request as 'GET /api/v1/events/{id}/comments?order=newest'. */
  requests: string[];
  fetch: ReturnType<typeof stubFetch>;
}

const NOT_FOUND = {
  title: 'Não encontrado',
  code: 'comment.not_found',
  detail: 'Comentário não encontrado.',
};

let made = 900;

/**
 * Replaces fetch with an event discussion as ADR 0015 describes it: keyset pages of top-level
 * comments newest or oldest first (numeric cursors), the pinned comment apart on the first page,
 * `around` a comment with a cursor to the ones before, threads with their first replies, the rest of
 * a thread, the author's and the organiser's writes, and people to @mention.
 */
export function fakeDiscussionApi(
  eventId: string,
  initial: Partial<Omit<FakeDiscussionApi, 'fetch' | 'eventId'>> = {},
): FakeDiscussionApi {
  const api = {
    eventId,
    comments: [],
    discussion: makeDiscussion(),
    people: [],
    nextWrite: null,
    writes: [],
    requests: [],
    ...initial,
  } as Omit<FakeDiscussionApi, 'fetch'> as FakeDiscussionApi;

  const repliesOf = (rootId: string) =>
    api.comments.filter((c) => c.rootId === rootId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const thread = (root: Comment): CommentThread => {
    const replies = repliesOf(root.id);
    return { ...root, replyCount: replies.length, replies: replies.slice(0, COMMENT_REPLIES_INLINE) };
  };
  const roots = (order: string) =>
    api.comments
      .filter((c) => c.rootId === null && !(c.state === 'deleted' && repliesOf(c.id).length === 0))
      .sort((a, b) => (order === 'oldest' ? 1 : -1) * a.createdAt.localeCompare(b.createdAt));
  const discussion = (): DiscussionState => ({
    ...api.discussion,
    canComment: api.discussion.canComment && !api.discussion.closed,
    total: api.comments.filter((c) => c.state !== 'deleted').length,
  });

  const list = (url: URL) => {
    const order = url.searchParams.get('order') ?? 'newest';
    const size = Number(url.searchParams.get('limit') ?? COMMENT_PAGE_SIZE);
    const cursor = url.searchParams.get('cursor');
    const around = url.searchParams.get('around');
    const pinned = roots(order).find((c) => c.pinned) ?? null;
    const all = roots(order).filter((c) => c !== pinned);
    const page = (start: number, end: number, prevCursor: string | null, nextCursor: string | null) =>
      jsonResponse({
        discussion: discussion(),
        pinned: start === 0 && pinned ? thread(pinned) : null,
        items: all.slice(start, end).map(thread),
        nextCursor,
        prevCursor,
      });
    if (cursor?.startsWith('before:')) {
      const end = Number(cursor.slice('before:'.length));
      const start = Math.max(0, end - size);
      return page(start, end, start > 0 ? `before:${start}` : null, null);
    }
    const target = around ? api.comments.find((c) => c.id === around) : null;
    if (around && !target) return problemResponse(404, NOT_FOUND);
    // A link to the pinned thread (or its replies) opens the first page.
    const index = target ? all.findIndex((c) => c.id === (target.rootId ?? target.id)) : -1;
    if (!cursor && index > 0) {
      const end = index + size;
      return jsonResponse({
        discussion: discussion(),
        pinned: null,
        items: all.slice(index, end).map(thread),
        nextCursor: end < all.length ? String(end) : null,
        prevCursor: `before:${index}`,
      });
    }
    const start = Number(cursor ?? 0);
    const end = start + size;
    return page(start, end, null, end < all.length ? String(end) : null);
  };

  const change = (id: string, patch: Partial<Comment>) => {
    api.comments = api.comments.map((c) => (c.id === id ? { ...c, ...patch } : c));
    return api.comments.find((c) => c.id === id);
  };

  api.fetch = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    api.requests.push(`${method} ${url.pathname}${url.search}`);
    const parts = url.pathname.split('/').slice(3).map(decodeURIComponent); // after /api/v1
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    if (method !== 'GET') {
      api.writes.push(
        `${method} ${parts.slice(parts[0] === 'events' ? 2 : 1).join('/')}${init?.body ? ` ${init.body}` : ''}`,
      );
      const held = api.nextWrite;
      api.nextWrite = null;
      if (held) return held();
    }

    if (parts[0] === 'events' && parts[1] === eventId) {
      if (parts[2] === 'comments' && method === 'GET') return list(url);
      if (parts[2] === 'comments' && method === 'POST') {
        if (api.discussion.closed)
          return problemResponse(409, {
            title: 'Encerrado',
            code: 'comment.closed',
            detail: 'Os comentários deste evento estão encerrados.',
          });
        made += 1;
        const parent = body.parentId ? api.comments.find((c) => c.id === body.parentId) : null;
        const comment: Comment = {
          id: commentId(made),
          eventId,
          rootId: parent ? (parent.rootId ?? parent.id) : null,
          replyTo:
            parent?.rootId && parent.author
              ? { id: parent.id, username: parent.author.username, name: parent.author.name }
              : null,
          author: JOANA,
          body: String(body.body).trim(),
          state: 'visible',
          hiddenBy: null,
          mentions: [],
          createdAt: new Date(Date.UTC(2026, 2, 2, 0, 0, made)).toISOString(),
          editedAt: null,
          pinned: false,
          replyCount: 0,
          canEdit: true,
          canDelete: true,
          canModerate: api.discussion.canModerate,
          canReport: false,
        };
        api.comments.push(comment);
        return jsonResponse(comment, { status: 201 });
      }
      if (parts[2] === 'discussion' && method === 'PATCH') {
        api.discussion = { ...api.discussion, ...body };
        return jsonResponse(discussion());
      }
      if (parts[2] === 'mention-suggestions') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        return jsonResponse({
          items: api.people
            .filter((p) => `${p.username ?? ''} ${p.name}`.toLowerCase().includes(q))
            .slice(0, 8),
        });
      }
    }
    if (parts[0] === 'comments' && parts[1]) {
      const id = parts[1];
      const comment = api.comments.find((c) => c.id === id);
      if (!comment) return problemResponse(404, NOT_FOUND);
      if (parts[2] === 'replies') {
        const all = repliesOf(id);
        const start = Number(url.searchParams.get('cursor') ?? 0);
        const end = start + 50;
        return jsonResponse({
          items: all.slice(start, end),
          nextCursor: end < all.length ? String(end) : null,
        });
      }
      if (parts[2] === 'pin') {
        if (method === 'PUT') for (const c of api.comments) if (c.pinned) change(c.id, { pinned: false });
        return jsonResponse(change(id, { pinned: method === 'PUT' }));
      }
      if (parts[2] === 'hidden')
        return jsonResponse(
          change(
            id,
            method === 'PUT'
              ? { state: 'hidden', hiddenBy: 'organizer' }
              : { state: 'visible', hiddenBy: null },
          ),
        );
      if (method === 'PATCH')
        return jsonResponse(
          change(id, { body: String(body.body).trim(), editedAt: '2026-03-02T10:00:00.000Z' }),
        );
      if (method === 'DELETE') {
        change(id, {
          state: 'deleted',
          body: null,
          author: null,
          pinned: false,
          canEdit: false,
          canDelete: false,
        });
        return new Response(null, { status: 204 });
      }
    }
    return problemResponse(404, {
      title: 'Não encontrado',
      code: 'route.not_found',
      detail: 'Rota não encontrada.',
    });
  });
  return api;
}
