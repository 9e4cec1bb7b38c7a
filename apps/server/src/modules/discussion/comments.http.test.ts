import { commentPageSchema, commentSchema } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { discussionApi, MANY_SIGN_UPS, person, seedComment, socialApi } from './discussion.test-helpers.ts';

/**
 * Event comments over HTTP (ADR 0015): writing, replying, editing, removing, pinning, hiding and
 * closing, and who reads and writes what.
 */
describeEachBackend(
  'event comments',
  (ctx) => {
    const d = () => discussionApi(ctx.app);

    async function arrange(overrides: Parameters<typeof createEvent>[2] = {}) {
      const org = await person(ctx.app, ctx.db, 'Olga', 'Organiza');
      const ana = await person(ctx.app, ctx.db, 'Ana');
      const bia = await person(ctx.app, ctx.db, 'Bia');
      const event = await createEvent(ctx.db, org.userId, overrides);
      return { org, ana, bia, event };
    }

    it('a comment is stored as typed (trimmed), answered 201, and read by visitors of a public event', async () => {
      const { ana, bia, event } = await arrange();
      const { res, body } = await d().post(ana, event.id, '  Alguém tem carona saindo do centro?  ');
      expect(res.status).toBe(201);
      const comment = commentSchema.parse(body);
      expect(comment).toMatchObject({
        body: 'Alguém tem carona saindo do centro?',
        state: 'visible',
        rootId: null,
        author: { id: ana.userId, name: 'Ana Teste' },
        canEdit: true,
        canDelete: true,
        canReport: false,
        canModerate: false,
        editedAt: null,
      });
      const asVisitor = commentPageSchema.parse((await d().list(undefined, event.id)).body);
      expect(asVisitor.items.map((c) => c.body)).toEqual(['Alguém tem carona saindo do centro?']);
      expect(asVisitor.items[0]).toMatchObject({ canEdit: false, canDelete: false, canReport: false });
      expect(asVisitor.discussion).toEqual({
        closed: false,
        canComment: false,
        canModerate: false,
        notifyOrganizer: null,
        total: 1,
      });
      const asBia = commentPageSchema.parse((await d().list(bia, event.id)).body);
      expect(asBia.items[0]).toMatchObject({ canEdit: false, canReport: true });
      expect(asBia.discussion.canComment).toBe(true);
    });

    it('a reply to a reply is stored under the same thread, naming whom it answers', async () => {
      const { org, ana, bia, event } = await arrange();
      const top = (await d().post(ana, event.id, 'Que horas abre?')).body;
      const first = (await d().post(org, event.id, 'Às 18h.', top.id)).body;
      const second = await d().post(bia, event.id, 'Obrigada!', first.id);
      expect(second.res.status).toBe(201);
      expect(second.body).toMatchObject({
        rootId: top.id,
        replyTo: { id: first.id, name: 'Olga Organiza' },
      });
      expect(first).toMatchObject({ rootId: top.id, replyTo: null });
      const page = commentPageSchema.parse((await d().list(ana, event.id)).body);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]?.replyCount).toBe(2);
      expect(page.items[0]?.replies.map((r) => r.body)).toEqual(['Às 18h.', 'Obrigada!']);
      expect(page.discussion.total).toBe(3);
    });

    it('a parent of another event is 400 on parentId; an unknown comment is 404', async () => {
      const { ana, event, org } = await arrange();
      const other = await createEvent(ctx.db, org.userId);
      const elsewhere = (await d().post(ana, other.id, 'Em outro evento')).body;
      const wrong = await d().post(ana, event.id, 'Resposta', elsewhere.id);
      expect(wrong.res.status).toBe(400);
      expect(wrong.body.errors).toEqual([
        expect.objectContaining({ path: 'parentId', code: 'validation.comment.parent.invalid' }),
      ]);
      const missing = '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60';
      expect((await d().post(ana, event.id, 'Resposta', missing)).body.errors?.[0]?.path).toBe('parentId');
      for (const res of [
        (await d().edit(ana, missing, 'x')).res,
        (await d().replies(ana, missing)).res,
        (await d().remove(ana, 'nao-e-um-id')).res,
      ])
        expect(res.status).toBe(404);
      expect((await d().post(ana, 'nao-e-um-id', 'Oi')).body.code).toBe('event.not_found');
    });

    it('the author edits (marked as edited); nobody else does, nor a removed comment', async () => {
      const { ana, bia, org, event } = await arrange();
      const comment = (await d().post(ana, event.id, 'Levo violão')).body;
      const edited = await d().edit(ana, comment.id, 'Levo violão e pandeiro');
      expect(edited.res.status).toBe(200);
      expect(edited.body.body).toBe('Levo violão e pandeiro');
      expect(edited.body.editedAt).not.toBeNull();
      for (const who of [bia, org]) {
        const { res, body } = await d().edit(who, comment.id, 'Outro texto');
        expect([res.status, body.code]).toEqual([403, 'comment.forbidden']);
      }
      expect((await d().edit(undefined, comment.id, 'Outro texto')).res.status).toBe(401);
      await d().remove(ana, comment.id);
      const late = await d().edit(ana, comment.id, 'De volta');
      expect([late.res.status, late.body.code]).toEqual([409, 'comment.deleted']);
    });

    it('removing keeps a thread’s place as “removed” while it has replies, and leaves out one without', async () => {
      const { ana, bia, org, event } = await arrange();
      const lonely = (await d().post(ana, event.id, 'Ninguém respondeu')).body;
      const asked = (await d().post(ana, event.id, 'Tem estacionamento?')).body;
      await d().post(bia, event.id, 'Tem sim', asked.id);
      expect((await d().remove(bia, asked.id)).body.code).toBe('comment.forbidden');
      expect((await d().remove(org, asked.id)).body.code).toBe('comment.forbidden');
      for (const id of [lonely.id, asked.id]) expect((await d().remove(ana, id)).res.status).toBe(204);
      expect((await d().remove(ana, asked.id)).res.status).toBe(204);
      const late = await d().post(bia, event.id, 'Resposta tardia', asked.id);
      expect([late.res.status, late.body.code]).toEqual([409, 'comment.deleted']);
      const page = commentPageSchema.parse((await d().list(bia, event.id)).body);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        id: asked.id,
        state: 'deleted',
        body: null,
        author: null,
        canReport: false,
        replyCount: 1,
      });
      expect(page.items[0]?.replies[0]?.body).toBe('Tem sim');
      expect(page.discussion.total).toBe(1);
      const [row] = (
        (await ctx.db.execute(
          sql`SELECT body, deleted_at FROM event_comments WHERE id = ${asked.id}::uuid`,
        )) as {
          rows: { body: string; deleted_at: Date | null }[];
        }
      ).rows;
      expect(row?.body).toBe('');
      expect(row?.deleted_at).not.toBeNull();
    });

    it('managers pin one top-level comment, shown apart on the first page; pinning another moves it', async () => {
      const { ana, bia, org, event } = await arrange();
      const a = (await d().post(ana, event.id, 'Primeiro')).body;
      const b = (await d().post(bia, event.id, 'Segundo')).body;
      const reply = (await d().post(bia, event.id, 'Resposta', a.id)).body;
      expect((await d().pin(ana, a.id)).body.code).toBe('comment.forbidden');
      expect((await d().pin(org, reply.id)).body.code).toBe('comment.forbidden');
      const pinned = await d().pin(org, a.id);
      expect(pinned.res.status).toBe(200);
      expect(pinned.body).toMatchObject({ id: a.id, pinned: true, canModerate: true });
      let page = commentPageSchema.parse((await d().list(ana, event.id)).body);
      expect(page.pinned?.id).toBe(a.id);
      expect(page.pinned?.replies.map((r) => r.id)).toEqual([reply.id]);
      expect(page.items.map((c) => c.id)).toEqual([b.id]);
      await d().pin(org, b.id);
      page = commentPageSchema.parse((await d().list(ana, event.id)).body);
      expect(page.pinned?.id).toBe(b.id);
      expect(page.items.map((c) => c.id)).toEqual([a.id]);
      expect((await d().pin(org, b.id, false)).body.pinned).toBe(false);
      page = commentPageSchema.parse((await d().list(ana, event.id)).body);
      expect(page.pinned).toBeNull();
      // Removing the pinned comment drops the pin.
      await d().pin(org, b.id);
      await d().remove(bia, b.id);
      page = commentPageSchema.parse((await d().list(ana, event.id)).body);
      expect(page.pinned).toBeNull();
    });

    it('the organiser hides a comment from everyone but the managers, and shows it again', async () => {
      const { ana, bia, org, event } = await arrange();
      const comment = (await d().post(ana, event.id, 'Vendo ingresso mais barato aqui')).body;
      expect((await d().hide(bia, comment.id)).body.code).toBe('comment.forbidden');
      const hidden = await d().hide(org, comment.id);
      expect(hidden.body).toMatchObject({ state: 'hidden', hiddenBy: 'organizer', body: comment.body });
      for (const who of [ana, bia, undefined])
        expect(commentPageSchema.parse((await d().list(who, event.id)).body).items).toEqual([]);
      expect((await d().edit(ana, comment.id, 'Editado')).res.status).toBe(404);
      const managers = commentPageSchema.parse((await d().list(org, event.id)).body);
      expect(managers.items[0]).toMatchObject({ state: 'hidden', hiddenBy: 'organizer' });
      expect(managers.discussion.total).toBe(1);
      expect(commentPageSchema.parse((await d().list(bia, event.id)).body).discussion.total).toBe(0);
      const shown = await d().hide(org, comment.id, false);
      expect(shown.body).toMatchObject({ state: 'visible', hiddenBy: null });
      expect(commentPageSchema.parse((await d().list(bia, event.id)).body).items).toHaveLength(1);
    });

    it('a comment the moderation team hid is seen by nobody, and the organiser cannot show it again', async () => {
      const { ana, bia, org, event } = await arrange();
      const comment = (await d().post(ana, event.id, 'Conteúdo denunciado')).body;
      await ctx.db.execute(
        sql`UPDATE event_comments SET hidden_at = now(), hidden_by = 'moderation' WHERE id = ${comment.id}::uuid`,
      );
      for (const who of [ana, bia, org, undefined]) {
        const page = commentPageSchema.parse((await d().list(who, event.id)).body);
        expect(page.items).toEqual([]);
        expect(page.discussion.total).toBe(0);
      }
      for (const attempt of [
        await d().hide(org, comment.id, false),
        await d().pin(org, comment.id),
        await d().edit(ana, comment.id, 'Outro'),
        await d().post(bia, event.id, 'Resposta', comment.id),
        await d().replies(org, comment.id),
      ])
        expect(attempt.body.code).toBe('comment.not_found');
    });

    it('a closed discussion takes no comments from anyone, its organiser included, until reopened', async () => {
      const { ana, bia, org, event } = await arrange();
      const comment = (await d().post(ana, event.id, 'Antes de fechar')).body;
      expect((await d().settings(ana, event.id, { closed: true })).body.code).toBe('event.forbidden');
      const closed = await d().settings(org, event.id, { closed: true });
      expect(closed.body).toEqual({
        closed: true,
        canComment: false,
        canModerate: true,
        notifyOrganizer: true,
        total: 1,
      });
      for (const who of [ana, bia, org]) {
        const { res, body } = await d().post(who, event.id, 'Depois de fechar');
        expect([res.status, body.code]).toEqual([409, 'comment.closed']);
      }
      expect((await d().post(bia, event.id, 'Resposta', comment.id)).body.code).toBe('comment.closed');
      expect((await d().edit(ana, comment.id, 'Editado')).body.code).toBe('comment.closed');
      const page = commentPageSchema.parse((await d().list(ana, event.id)).body);
      expect(page.discussion).toMatchObject({ closed: true, canComment: false, notifyOrganizer: null });
      expect(page.items[0]?.canEdit).toBe(false);
      expect((await d().remove(ana, comment.id)).res.status).toBe(204);
      const reopened = await d().settings(org, event.id, { closed: false, notifyOrganizer: false });
      expect(reopened.body).toMatchObject({ closed: false, canComment: true, notifyOrganizer: false });
      expect((await d().post(bia, event.id, 'Reaberto')).res.status).toBe(201);
    });

    it('a private event’s discussion is for those who see the event only', async () => {
      const { ana, bia, org, event } = await arrange({ visibility: 'private' });
      await ctx.db.execute(
        sql`INSERT INTO event_invitations (event_id, user_id, invited_by) VALUES (${event.id}::uuid, ${ana.userId}::uuid, ${org.userId}::uuid)`,
      );
      const comment = await d().post(ana, event.id, 'Convidada aqui');
      expect(comment.res.status).toBe(201);
      for (const who of [bia, undefined]) {
        expect((await d().list(who, event.id)).body.code).toBe('event.not_found');
        expect((await d().replies(who, comment.body.id)).body.code).toBe('comment.not_found');
      }
      const refused = await d().post(bia, event.id, 'Entrando');
      expect([refused.res.status, refused.body.code]).toEqual([404, 'event.not_found']);
      expect((await d().post(bia, event.id, 'Resposta', comment.body.id)).body.code).toBe('event.not_found');
      expect((await d().edit(bia, comment.body.id, 'x')).body.code).toBe('comment.not_found');
      expect(commentPageSchema.parse((await d().list(org, event.id)).body).items).toHaveLength(1);
    });

    it('a person in a block with the organiser cannot write; replies across a block are refused and unseen', async () => {
      const { ana, bia, org, event } = await arrange();
      const social = socialApi(ctx.app);
      const anas = (await d().post(ana, event.id, 'Comentário da Ana')).body;
      await social.block(org, bia.userId);
      const refused = await d().post(bia, event.id, 'Quero comentar');
      expect([refused.res.status, refused.body.code]).toEqual([403, 'comment.blocked']);
      expect(commentPageSchema.parse((await d().list(bia, event.id)).body).discussion.canComment).toBe(false);
      await social.unblock(org, bia.userId);
      await social.block(ana, bia.userId);
      // Bia and Ana blocked: neither sees the other's comments, nor answers them.
      const reply = await d().post(bia, event.id, 'Resposta', anas.id);
      expect([reply.res.status, reply.body.code]).toEqual([403, 'comment.blocked']);
      const bias = (await d().post(bia, event.id, 'Comentário da Bia')).body;
      expect(commentPageSchema.parse((await d().list(bia, event.id)).body).items.map((c) => c.id)).toEqual([
        bias.id,
      ]);
      expect(commentPageSchema.parse((await d().list(ana, event.id)).body).items.map((c) => c.id)).toEqual([
        anas.id,
      ]);
      expect(commentPageSchema.parse((await d().list(org, event.id)).body).items).toHaveLength(2);
      // The count follows what each one reads.
      for (const [who, total] of [
        [ana, 1],
        [bia, 1],
        [org, 2],
        [undefined, 2],
      ] as const)
        expect(commentPageSchema.parse((await d().list(who, event.id)).body).discussion.total).toBe(total);
    });

    it('past five comments a minute the next is 429 comment.rate_limited, counted over every event', async () => {
      const { ana, org, event } = await arrange();
      const other = await createEvent(ctx.db, org.userId);
      for (const n of [1, 2, 3])
        expect((await d().post(ana, event.id, `Mensagem ${n}`)).res.status, `${n}`).toBe(201);
      for (const n of [4, 5]) expect((await d().post(ana, other.id, `Mensagem ${n}`)).res.status).toBe(201);
      const sixth = await d().post(ana, event.id, 'Mensagem 6');
      expect([sixth.res.status, sixth.body.code]).toEqual([429, 'comment.rate_limited']);
      expect(sixth.res.headers.get('content-type')).toContain('application/problem+json');
      // An hour's worth: 60 (the five above included) written earlier in the hour.
      await ctx.db.execute(sql`UPDATE event_comments SET created_at = now() - interval '10 minutes'`);
      expect((await d().post(ana, event.id, 'Depois de um tempo')).res.status).toBe(201);
      for (let n = 0; n < 54; n++)
        await seedComment(ctx.db, { eventId: event.id, authorId: ana.userId, minutesAgo: 30 });
      const hourly = await d().post(ana, event.id, 'Mais uma');
      expect([hourly.res.status, hourly.body.code]).toEqual([429, 'comment.rate_limited']);
    });

    it('an account that goes takes the text of its comments with it', async () => {
      const { ana, bia, event } = await arrange();
      const asked = (await d().post(ana, event.id, 'Meu comentário pessoal')).body;
      await d().post(bia, event.id, 'Resposta', asked.id);
      const gone = await ctx.app.request('/api/v1/me', { method: 'DELETE', headers: ana.headers });
      expect(gone.status).toBeLessThan(300);
      const [row] = (
        (await ctx.db.execute(
          sql`SELECT author_id, body, deleted_at FROM event_comments WHERE id = ${asked.id}::uuid`,
        )) as { rows: { author_id: string | null; body: string; deleted_at: Date | null }[] }
      ).rows;
      expect(row).toMatchObject({ author_id: null, body: '' });
      expect(row?.deleted_at).not.toBeNull();
      const page = commentPageSchema.parse((await d().list(bia, event.id)).body);
      expect(page.items[0]).toMatchObject({ state: 'deleted', body: null, author: null });
    });

    it('many comments at once from one person: the flood limit lets five through', async () => {
      const { ana, event } = await arrange();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, n) => d().post(ana, event.id, `Ao mesmo tempo ${n}`)),
      );
      const statuses = answers.map((a) => a.res.status).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    });

    it('bodies out of bounds are 400 with the field’s code', async () => {
      const { ana, event } = await arrange();
      for (const [body, code] of [
        ['   ', 'validation.comment.body.required'],
        ['a'.repeat(2001), 'validation.comment.body.too_long'],
        ['a\u0000b', 'validation.comment.body.invalid'],
      ] as const) {
        const res = await d().post(ana, event.id, body);
        expect(res.res.status, code).toBe(400);
        expect(res.body.errors?.[0], code).toMatchObject({ path: 'body', code });
      }
      expect((await d().post(ana, event.id, 'a'.repeat(2000))).res.status).toBe(201);
    });
  },
  MANY_SIGN_UPS,
);
