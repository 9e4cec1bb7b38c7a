import {
  type Comment,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  createCommentSchema,
  discussionSettingsSchema,
  discussionStateSchema,
  mentionQuerySchema,
  mentionSuggestionsSchema,
  replyListQuerySchema,
  replyPageSchema,
  updateCommentSchema,
} from '@eventos/domain';
import { type Context, Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { idempotent } from '../../http/idempotency.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { eventId } from '../events/events.routes.ts';
import { commentIdOf } from './comment-problems.ts';
import { listComments, listReplies, mentionSuggestions } from './comments-read.service.ts';
import {
  deleteComment,
  editComment,
  postComment,
  setDiscussion,
  setHidden,
  setPinned,
} from './comments-write.service.ts';

/** The caller's id, or null for a visitor. */
const readerOf = (c: Context<AppEnv>) => c.get('userId') ?? null;

/**
 * /api/v1/events/{id}/comments|discussion|mention-suggestions (ADR 0015): an event's discussion,
 * read by whoever sees the event, written by people signed in. Nothing here is kept by any cache:
 * a discussion moves with every comment.
 */
export const eventDiscussionRoutes = new Hono<AppEnv>()
  .get('/:id/comments', async (c) => {
    const id = eventId(c.req.param('id'));
    const query = parseOrProblem(commentListQuerySchema, c.req.query());
    const page = await listComments(c.get('database').db, readerOf(c), id, query);
    noStore(c);
    return c.json(commentPageSchema.parse(page));
  })
  .post('/:id/comments', signedIn, idempotent, async (c) => {
    const id = eventId(c.req.param('id'));
    const input = parseOrProblem(createCommentSchema, await jsonBody(c));
    const comment = await postComment(c.get('database').db, callerOf(c), id, input);
    noStore(c);
    return c.json(commentSchema.parse(comment), 201);
  })
  .patch('/:id/discussion', signedIn, async (c) => {
    const id = eventId(c.req.param('id'));
    const input = parseOrProblem(discussionSettingsSchema, await jsonBody(c));
    const state = await setDiscussion(c.get('database').db, callerOf(c), id, input);
    noStore(c);
    return c.json(discussionStateSchema.parse(state));
  })
  .get('/:id/mention-suggestions', signedIn, async (c) => {
    const id = eventId(c.req.param('id'));
    const query = parseOrProblem(mentionQuerySchema, c.req.query());
    const answer = await mentionSuggestions(c.get('database').db, callerOf(c).userId, id, query);
    noStore(c);
    return c.json(mentionSuggestionsSchema.parse(answer));
  });

/** A change of one comment by a signed-in caller, answered with the comment as they now see it. */
function onComment(change: (c: Context<AppEnv>, id: string) => Promise<Comment>) {
  return async (c: Context<AppEnv>) => {
    const answer = await change(c, commentIdOf(c.req.param('id')));
    noStore(c);
    return c.json(commentSchema.parse(answer));
  };
}

/** /api/v1/comments/{id}/** (ADR 0015): one comment's replies, and its author's and organiser's changes. */
export const commentsRoutes = new Hono<AppEnv>()
  .get('/:id/replies', async (c) => {
    const id = commentIdOf(c.req.param('id'));
    const query = parseOrProblem(replyListQuerySchema, c.req.query());
    const page = await listReplies(c.get('database').db, readerOf(c), id, query);
    noStore(c);
    return c.json(replyPageSchema.parse(page));
  })
  .patch(
    '/:id',
    signedIn,
    onComment(async (c, id) => {
      const input = parseOrProblem(updateCommentSchema, await jsonBody(c));
      return editComment(c.get('database').db, callerOf(c), id, input);
    }),
  )
  .delete('/:id', signedIn, async (c) => {
    await deleteComment(c.get('database').db, callerOf(c), commentIdOf(c.req.param('id')));
    noStore(c);
    return c.body(null, 204);
  })
  .put(
    '/:id/pin',
    signedIn,
    onComment((c, id) => setPinned(c.get('database').db, callerOf(c), id, true)),
  )
  .delete(
    '/:id/pin',
    signedIn,
    onComment((c, id) => setPinned(c.get('database').db, callerOf(c), id, false)),
  )
  .put(
    '/:id/hidden',
    signedIn,
    onComment((c, id) => setHidden(c.get('database').db, callerOf(c), id, true)),
  )
  .delete(
    '/:id/hidden',
    signedIn,
    onComment((c, id) => setHidden(c.get('database').db, callerOf(c), id, false)),
  );
