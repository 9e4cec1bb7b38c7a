import {
  type NotificationListResponse,
  organizingCancelResponseSchema,
  organizingDuplicateResponseSchema,
  organizingResponseSchema,
} from '@eventos/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { eventAttendances, events } from '../../db/schema/index.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import { eventBody, eventsApi } from '../events/testing/events-api.ts';
import { api } from '../notifications/testing/notifications-api.ts';

describeEachBackend('organising in bulk over HTTP', (ctx) => {
  const person = (name = 'Ana Souza') => signUpAndSignIn(ctx.app, ctx.db, { name });
  const post = (path: string, json: unknown, user?: SignedInUser) =>
    api(ctx.app)<Record<string, unknown>>(`/api/v1/me/organizing/${path}`, { method: 'POST', json }, user);
  const onlineEvent = (organizerId: string, overrides: Parameters<typeof createEvent>[2] = {}) =>
    createEvent(ctx.db, organizerId, {
      eventType: 'online',
      accessLink: 'https://meet.example.test/sala',
      ...overrides,
    });

  it('duplicates my events as drafts with the same fields and dates; another person’s ids are skipped', async () => {
    const owner = await person();
    const stranger = await person('Bruno Lima');
    const created = await eventsApi(ctx.app)(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ name: 'Sarau de Poesia', capacity: 30, tags: ['poesia'] }) },
      owner,
    );
    expect(created.res.status).toBe(201);
    const mine = created.body;
    const someoneElses = await onlineEvent(stranger.userId, { name: 'Do Bruno' });
    // Someone going to the original does not come along to the copy.
    const guest = await person('Clara Dias');
    await api(ctx.app)(`/api/v1/events/${mine.id}/attendance`, { method: 'PUT' }, guest);

    const answer = await post('duplicate', { eventIds: [mine.id, someoneElses.id] }, owner);
    expect(answer.res.status).toBe(200);
    expect(answer.res.headers.get('cache-control')).toBe('private, no-store');
    const parsed = organizingDuplicateResponseSchema.parse(answer.body);
    expect(parsed.skipped).toEqual([someoneElses.id]);
    expect(parsed.created).toHaveLength(1);
    const copy = parsed.created[0];
    expect(copy).toMatchObject({
      name: 'Sarau de Poesia (cópia)',
      isDraft: true,
      cancelledAt: null,
      startDatetime: mine.startDatetime,
      endDatetime: mine.endDatetime,
      eventType: 'online',
    });
    expect(copy?.id).not.toBe(mine.id);
    const [row] = await ctx.db
      .select()
      .from(events)
      .where(eq(events.id, copy?.id ?? ''));
    expect(row).toMatchObject({
      organizerId: owner.userId,
      capacity: 30,
      tags: ['poesia'],
      publishedAt: null,
    });
    expect(
      await ctx.db
        .select()
        .from(eventAttendances)
        .where(eq(eventAttendances.eventId, copy?.id ?? '')),
    ).toEqual([]);
    // The stranger's event was not copied.
    const strangers = await ctx.db.select().from(events).where(eq(events.organizerId, stranger.userId));
    expect(strangers.map((e) => e.name)).toEqual(['Do Bruno']);
  });

  it('cancels only my published future events, tells the people going, and skips the rest', async () => {
    const owner = await person();
    const stranger = await person('Bruno Lima');
    const future = await onlineEvent(owner.userId, { name: 'Futuro' });
    const draft = await onlineEvent(owner.userId, { name: 'Rascunho', publishedAt: null });
    const past = await onlineEvent(owner.userId, { name: 'Passado', startDatetime: days(-3) });
    const theirs = await onlineEvent(stranger.userId, { name: 'Do Bruno' });
    const guest = await person('Clara Dias');
    await api(ctx.app)(`/api/v1/events/${future.id}/attendance`, { method: 'PUT' }, guest);

    const answer = await post(
      'cancel',
      { eventIds: [future.id, draft.id, past.id, theirs.id, future.id.toUpperCase()] },
      owner,
    );
    expect(answer.res.status).toBe(200);
    const parsed = organizingCancelResponseSchema.parse(answer.body);
    expect(parsed.cancelled).toEqual([future.id]);
    expect([...parsed.skipped].sort()).toEqual([draft.id, past.id, theirs.id].sort());
    const rows = await ctx.db.select().from(events);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(future.id)?.cancelledAt).toBeInstanceOf(Date);
    for (const untouched of [draft.id, past.id, theirs.id])
      expect(byId.get(untouched)?.cancelledAt).toBeNull();

    const inbox = await api(ctx.app)<NotificationListResponse>('/api/v1/notifications', {}, guest);
    expect(inbox.body.notifications.map((n) => n.metadata)).toContainEqual(
      expect.objectContaining({ event_id: future.id }),
    );

    // Cancelling again skips it: it is already cancelled.
    const again = organizingCancelResponseSchema.parse(
      (await post('cancel', { eventIds: [future.id] }, owner)).body,
    );
    expect(again).toEqual({ cancelled: [], skipped: [future.id] });
  });

  it('lists every event I organise, in every state, newest start first, a page at a time', async () => {
    const owner = await person();
    const stranger = await person('Bruno Lima');
    const a = await onlineEvent(owner.userId, { name: 'A', startDatetime: days(10) });
    const b = await onlineEvent(owner.userId, { name: 'B', startDatetime: days(5), publishedAt: null });
    const c = await onlineEvent(owner.userId, { name: 'C', startDatetime: days(-5) });
    const d = await onlineEvent(owner.userId, { name: 'D', startDatetime: days(2), cancelledAt: new Date() });
    await onlineEvent(stranger.userId, { name: 'Do Bruno' });

    const list = (query: string) =>
      api(ctx.app)<Record<string, unknown>>(`/api/v1/me/organizing/all${query}`, {}, owner);
    const first = organizingResponseSchema.parse((await list('?limit=3')).body);
    expect(first.items.map((i) => i.event.id)).toEqual([a.id, b.id, d.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = organizingResponseSchema.parse(
      (await list(`?limit=3&cursor=${encodeURIComponent(first.nextCursor ?? '')}`)).body,
    );
    expect(second.items.map((i) => i.event.id)).toEqual([c.id]);
    expect(second.nextCursor).toBeNull();
    expect((await list('?cursor=nonsense')).res.status).toBe(400);
  });

  it('refuses visitors and bad bodies', async () => {
    const owner = await person();
    const event = await onlineEvent(owner.userId);
    for (const path of ['duplicate', 'cancel']) {
      const visitor = await post(path, { eventIds: [event.id] });
      expect(visitor.res.status).toBe(401);
      expect(visitor.body).toMatchObject({ code: 'auth.unauthenticated' });
      expect((await post(path, { eventIds: [] }, owner)).body).toMatchObject({
        code: 'request.invalid',
        errors: [{ path: 'eventIds', code: 'validation.organizing_bulk.ids.empty' }],
      });
      expect((await post(path, { eventIds: ['x'] }, owner)).res.status).toBe(400);
      const many = Array.from({ length: 51 }, () => crypto.randomUUID());
      expect((await post(path, { eventIds: many }, owner)).body).toMatchObject({
        errors: [{ path: 'eventIds', code: 'validation.organizing_bulk.ids.too_many' }],
      });
    }
    expect((await api(ctx.app)('/api/v1/me/organizing/all')).res.status).toBe(401);
    // Nothing was touched by the refused calls.
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.cancelledAt).toBeNull();
  });
});
