import type { EventListResponse, Problem } from '@eventos/domain';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createLocation, createProfile, days } from '../../test/factories.ts';

describeEachBackend('GET /api/v1/events', (ctx) => {
  const get = async (path: string) => {
    const res = await ctx.app.request(path);
    return { res, body: (await res.json()) as EventListResponse & Problem };
  };

  it('lists upcoming public events soonest first, with venue city', async () => {
    const organiser = await createProfile(ctx.db);
    const venue = await createLocation(ctx.db, organiser.id, { city: 'Recife', state: 'PE' });
    const later = await createEvent(ctx.db, organiser.id, { name: 'Depois', startDatetime: days(10) });
    const sooner = await createEvent(ctx.db, organiser.id, {
      name: 'Antes',
      startDatetime: days(1),
      locationId: venue.id,
    });
    const { res, body } = await get('/api/v1/events');
    expect(res.status).toBe(200);
    expect(body.items.map((e) => e.name)).toEqual(['Antes', 'Depois']);
    expect(body.items[0]).toMatchObject({
      id: sooner.id,
      slug: sooner.slug,
      category: 'arts_culture',
      visibility: 'public',
      location: { id: venue.id, city: 'Recife', state: 'PE' },
    });
    expect(body.items[1]?.id).toBe(later.id);
    expect(body.nextCursor).toBeNull();
  });

  it('never shows a private, draft or not-yet-published event to a visitor', async () => {
    const organiser = await createProfile(ctx.db);
    const shown = await createEvent(ctx.db, organiser.id);
    await createEvent(ctx.db, organiser.id, { visibility: 'private' });
    await createEvent(ctx.db, organiser.id, { publishedAt: null });
    await createEvent(ctx.db, organiser.id, { publishedAt: days(1) });
    const { body } = await get('/api/v1/events?limit=50');
    expect(body.items.map((e) => e.id)).toEqual([shown.id]);
  });

  it('leaves out ended events but keeps one still happening', async () => {
    const organiser = await createProfile(ctx.db);
    await createEvent(ctx.db, organiser.id, { startDatetime: days(-3), endDatetime: days(-2) });
    const ongoing = await createEvent(ctx.db, organiser.id, {
      startDatetime: days(-2),
      endDatetime: days(1),
    });
    const { body } = await get('/api/v1/events');
    expect(body.items.map((e) => e.id)).toEqual([ongoing.id]);
  });

  it('pages with a keyset cursor without gaps or repeats, even on equal start times', async () => {
    const organiser = await createProfile(ctx.db);
    const sameStart = days(5);
    const created = [];
    for (let i = 0; i < 7; i++) {
      created.push(
        await createEvent(ctx.db, organiser.id, { startDatetime: i < 4 ? sameStart : days(6 + i) }),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { body } = await get(`/api/v1/events?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.items.length).toBeLessThanOrEqual(3);
      seen.push(...body.items.map((e) => e.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.sort()).toEqual(created.map((e) => e.id).sort());
  });

  it('returns 20 by default and at most the limit asked', async () => {
    const organiser = await createProfile(ctx.db);
    for (let i = 0; i < 22; i++) await createEvent(ctx.db, organiser.id, { startDatetime: days(1 + i) });
    expect((await get('/api/v1/events')).body.items).toHaveLength(20);
    expect((await get('/api/v1/events?limit=50')).body.items).toHaveLength(22);
    expect((await get('/api/v1/events?limit=5')).body.items).toHaveLength(5);
  });

  it.each([
    ['limit=abc', 'limit', 'validation.limit.integer'],
    ['limit=100000', 'limit', 'validation.limit.range'],
    ['limit=0', 'limit', 'validation.limit.range'],
    ['limit=-1', 'limit', 'validation.limit.range'],
    ['cursor=garbage', 'cursor', 'validation.cursor.invalid'],
  ])('answers ?%s with 400 problem+json', async (query, path, code) => {
    const { res, body } = await get(`/api/v1/events?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(body).toMatchObject({ status: 400, code: 'request.invalid', errors: [{ path, code }] });
    expect(body.detail).toBe('Parâmetros inválidos na requisição.');
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});
