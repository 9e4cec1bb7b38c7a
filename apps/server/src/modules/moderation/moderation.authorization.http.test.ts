import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { MANY_SIGN_UPS, person, socialApi } from '../social/social.test-helpers.ts';
import { createComment, moderationApi } from './moderation.test-helpers.ts';

type Actor = 'visitor' | 'user' | 'author' | 'organiser' | 'blocked' | 'moderator' | 'admin';
const ACTORS: Actor[] = ['visitor', 'user', 'author', 'organiser', 'blocked', 'moderator', 'admin'];

type Answer = readonly [number, string | undefined];
const CREATED: Answer = [201, undefined];
const OK: Answer = [200, undefined];
const VISITOR: Answer = [401, 'auth.unauthenticated'];
const FORBIDDEN: Answer = [403, 'auth.forbidden'];

/**
 * Every report and moderation route as a visitor, a signed-in stranger, the comment's author, the
 * event's organiser, someone the author blocked, a moderator (the reports queue is theirs too) and an
 * administrator (ADR 0015): what each is answered (status, code).
 */
const EXPECTED: Record<
  Actor,
  { reportComment: Answer; reportEvent: Answer; queue: Answer; act: Answer; log: Answer }
> = {
  visitor: { reportComment: VISITOR, reportEvent: VISITOR, queue: VISITOR, act: VISITOR, log: VISITOR },
  user: { reportComment: CREATED, reportEvent: CREATED, queue: FORBIDDEN, act: FORBIDDEN, log: FORBIDDEN },
  author: {
    reportComment: [403, 'report.own'],
    reportEvent: CREATED,
    queue: FORBIDDEN,
    act: FORBIDDEN,
    log: FORBIDDEN,
  },
  organiser: {
    reportComment: CREATED,
    reportEvent: [403, 'report.own'],
    queue: FORBIDDEN,
    act: FORBIDDEN,
    log: FORBIDDEN,
  },
  // The author blocked them: they no longer see the author's comment, the event still.
  blocked: {
    reportComment: [404, 'report.not_found'],
    reportEvent: CREATED,
    queue: FORBIDDEN,
    act: FORBIDDEN,
    log: FORBIDDEN,
  },
  moderator: { reportComment: CREATED, reportEvent: CREATED, queue: OK, act: OK, log: OK },
  admin: { reportComment: CREATED, reportEvent: CREATED, queue: OK, act: OK, log: OK },
};

describeEachBackend(
  'authorisation of the report and moderation routes',
  (ctx) => {
    const m = () => moderationApi(ctx.app);

    it('each actor gets the answer its place calls for', async () => {
      const organiser = await person(ctx.app, ctx.db, 'Organizadora');
      const author = await person(ctx.app, ctx.db, 'Autora');
      const actors: Record<Actor, SignedInUser | undefined> = {
        visitor: undefined,
        user: await person(ctx.app, ctx.db, 'Estranha'),
        author,
        organiser,
        blocked: await person(ctx.app, ctx.db, 'Bloqueada'),
        moderator: await signUpAndSignIn(ctx.app, ctx.db, { role: 'moderator' }),
        admin: await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' }),
      };
      await socialApi(ctx.app).block(author, actors.blocked?.userId ?? '');
      const event = await createEvent(ctx.db, organiser.userId);
      const comment = await createComment(ctx.db, event.id, author.userId);
      const answer = ({ res, body }: { res: Response; body: { code?: string } }): Answer => [
        res.status,
        res.status < 300 ? undefined : body.code,
      ];

      for (const actor of ACTORS) {
        const who = actors[actor];
        const got = {
          reportComment: answer(await m().report(who, { targetType: 'comment', targetId: comment })),
          reportEvent: answer(await m().report(who, { targetType: 'event', targetId: event.id })),
          queue: answer(await m().call('/api/v1/admin/reports', {}, who)),
          act: answer(await m().act(who, { targetType: 'event', targetId: event.id, action: 'dismiss' })),
          log: answer(await m().call('/api/v1/admin/moderation-log', {}, who)),
        };
        expect([actor, got]).toEqual([actor, EXPECTED[actor]]);
      }
    });

    it('a non-administrator with a bad body is still refused, never told what is wrong with it', async () => {
      const user = await person(ctx.app, ctx.db, 'Estranha');
      const { res, body } = await m().call(
        '/api/v1/admin/reports/actions',
        { method: 'POST', json: { targetType: 'nada' } },
        user,
      );
      expect([res.status, body.code]).toEqual([403, 'auth.forbidden']);
      const visitor = await m().call('/api/v1/admin/reports?status=nada', {});
      expect([visitor.res.status, visitor.body.code]).toEqual([401, 'auth.unauthenticated']);
    });
  },
  MANY_SIGN_UPS,
);
