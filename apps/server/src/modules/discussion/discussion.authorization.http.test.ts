import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { discussionApi, MANY_SIGN_UPS, person, seedComment, socialApi } from './discussion.test-helpers.ts';

type Actor = 'visitor' | 'user' | 'author' | 'organiser' | 'blocked' | 'admin';
const ACTORS: Actor[] = ['visitor', 'user', 'author', 'organiser', 'blocked', 'admin'];

/** Every discussion route, in this order, with what each actor is answered (status, code). */
const ROUTES = [
  ['GET', '/api/v1/events/:event/comments'],
  ['GET', '/api/v1/comments/:comment/replies'],
  ['GET', '/api/v1/events/:event/mention-suggestions?q=a'],
  ['POST', '/api/v1/events/:event/comments', { body: 'Oi, pessoal' }],
  ['PATCH', '/api/v1/comments/:comment', { body: 'Texto editado' }],
  ['PUT', '/api/v1/comments/:comment/pin'],
  ['DELETE', '/api/v1/comments/:comment/pin'],
  ['PUT', '/api/v1/comments/:comment/hidden'],
  ['DELETE', '/api/v1/comments/:comment/hidden'],
  ['PATCH', '/api/v1/events/:event/discussion', { closed: false }],
  ['DELETE', '/api/v1/comments/:comment'],
] as const;

type Answer = readonly [number, string | undefined];
const OK: Answer = [200, undefined];
const CREATED: Answer = [201, undefined];
const GONE: Answer = [204, undefined];
const NOT_MINE: Answer = [403, 'comment.forbidden'];
const NOT_MANAGER: Answer = [403, 'event.forbidden'];
const SIGN_IN: Answer = [401, 'auth.unauthenticated'];

/** A public event: everyone reads; the author edits and removes; the managers pin, hide and close. */
const PUBLIC: Record<Actor, Answer[]> = {
  visitor: [OK, OK, ...Array(9).fill(SIGN_IN)],
  user: [OK, OK, OK, CREATED, NOT_MINE, NOT_MINE, NOT_MINE, NOT_MINE, NOT_MINE, NOT_MANAGER, NOT_MINE],
  author: [OK, OK, OK, CREATED, OK, NOT_MINE, NOT_MINE, NOT_MINE, NOT_MINE, NOT_MANAGER, GONE],
  organiser: [OK, OK, OK, CREATED, NOT_MINE, OK, OK, OK, OK, OK, NOT_MINE],
  // Blocked by the organiser: reads, but writes nothing in the organiser's discussion.
  blocked: [
    OK,
    OK,
    OK,
    [403, 'comment.blocked'],
    NOT_MINE,
    NOT_MINE,
    NOT_MINE,
    NOT_MINE,
    NOT_MINE,
    NOT_MANAGER,
    NOT_MINE,
  ],
  // An administrator has no right here beyond anyone's: the moderation queue is theirs.
  admin: [OK, OK, OK, CREATED, NOT_MINE, NOT_MINE, NOT_MINE, NOT_MINE, NOT_MINE, NOT_MANAGER, NOT_MINE],
};

const NO_EVENT: Answer = [404, 'event.not_found'];
const NO_COMMENT: Answer = [404, 'comment.not_found'];
const HIDDEN_FROM_STRANGERS: Answer[] = [
  NO_EVENT,
  NO_COMMENT,
  NO_EVENT,
  NO_EVENT,
  NO_COMMENT,
  NO_COMMENT,
  NO_COMMENT,
  NO_COMMENT,
  NO_COMMENT,
  NO_EVENT,
  NO_COMMENT,
];

/** A private event the author was invited to: nobody else but its organiser knows it is there. */
const PRIVATE: Record<Actor, Answer[]> = {
  visitor: [NO_EVENT, NO_COMMENT, ...Array(9).fill(SIGN_IN)],
  user: HIDDEN_FROM_STRANGERS,
  author: PUBLIC.author,
  organiser: PUBLIC.organiser,
  blocked: HIDDEN_FROM_STRANGERS,
  admin: HIDDEN_FROM_STRANGERS,
};

/**
 * The discussion routes as a visitor, a signed-in stranger, the comment's author, the event's
 * organiser, a person the organiser blocked and an administrator (ADR 0015), on a public and on a
 * private event. Each actor meets a fresh event and comment.
 */
describeEachBackend(
  'authorisation of the discussion routes',
  (ctx) => {
    async function people() {
      const organiser = await person(ctx.app, ctx.db, 'Olga');
      const actors: Record<Actor, SignedInUser | undefined> = {
        visitor: undefined,
        user: await person(ctx.app, ctx.db, 'Estranha'),
        author: await person(ctx.app, ctx.db, 'Autora'),
        organiser,
        blocked: await person(ctx.app, ctx.db, 'Bloqueada'),
        admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
      };
      await socialApi(ctx.app).block(organiser, actors.blocked?.userId ?? '');
      return actors;
    }

    /** Each actor on a fresh event with a comment of the author (invited when the event is private). */
    async function walk(
      actors: Record<Actor, SignedInUser | undefined>,
      expected: Record<Actor, Answer[]>,
      visibility: 'public' | 'private',
    ) {
      const d = discussionApi(ctx.app);
      const organiserId = actors.organiser?.userId ?? '';
      const authorId = actors.author?.userId ?? '';
      for (const actor of ACTORS) {
        const event = await createEvent(ctx.db, organiserId, { visibility });
        if (visibility === 'private')
          await ctx.db.execute(
            sql`INSERT INTO event_invitations (event_id, user_id, invited_by)
                VALUES (${event.id}::uuid, ${authorId}::uuid, ${organiserId}::uuid)`,
          );
        const comment = await seedComment(ctx.db, { eventId: event.id, authorId, minutesAgo: 1 });
        for (const [i, [method, template, json]] of ROUTES.entries()) {
          const path = template.replace(':event', event.id).replace(':comment', comment);
          const { res, body } = await d.call(path, json ? { method, json } : { method }, actors[actor]);
          const label = `${visibility} ${actor} ${method} ${template}`;
          expect([res.status, body?.code], label).toEqual(expected[actor][i]);
          if (res.status >= 400)
            expect(res.headers.get('content-type'), label).toContain('application/problem+json');
        }
      }
    }

    it('on a public event each actor gets the answer its place calls for', async () => {
      await walk(await people(), PUBLIC, 'public');
    });

    it('on a private event everyone it is not shown to is told it does not exist', async () => {
      await walk(await people(), PRIVATE, 'private');
    });
  },
  MANY_SIGN_UPS,
);
