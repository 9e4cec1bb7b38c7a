import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createLocation, createProfile, days } from '../../test/factories.ts';
import { eventsApi } from './testing/events-api.ts';

/** One database for the suite: these tests only read what beforeAll-style arrange() wrote once. */
describeEachBackend(
  'GET /api/v1/events: filters and search',
  (ctx) => {
    let arranged: Awaited<ReturnType<typeof arrange>> | undefined;
    async function arrange() {
      const organiser = await createProfile(ctx.db);
      const recife = await createLocation(ctx.db, organiser.id, { city: 'Recife', state: 'PE' });
      const saoPaulo = await createLocation(ctx.db, organiser.id, { city: 'São Paulo', state: 'SP' });
      const at = (n: number, hour = 20) => {
        const d = days(n);
        d.setUTCHours(hour, 0, 0, 0);
        return d;
      };
      const forro = await createEvent(ctx.db, organiser.id, {
        name: 'Forró pé de serra em Recife',
        category: 'arts_culture',
        locationId: recife.id,
        startDatetime: at(2),
        endDatetime: at(2, 23),
        tags: ['forró', 'música'],
      });
      const joao = await createEvent(ctx.db, organiser.id, {
        name: 'Arraiá de São João',
        summary: 'Quadrilha e comidas típicas',
        category: 'social_gatherings',
        locationId: saoPaulo.id,
        startDatetime: at(5),
        endDatetime: at(5, 23),
        isPaid: true,
        priceMinCents: 2000,
        priceMaxCents: 5000,
      });
      const webinar = await createEvent(ctx.db, organiser.id, {
        name: 'Oficina online de programação',
        description: '<p>Aprenda a programar <strong>desenvolvendo</strong> jogos</p>',
        category: 'education_learning',
        eventType: 'online',
        accessLink: 'https://meet.example.test/x',
        startDatetime: at(20),
        endDatetime: at(20, 22),
      });
      const cancelled = await createEvent(ctx.db, organiser.id, {
        name: 'Forró cancelado',
        cancelledAt: new Date(),
        startDatetime: at(3),
        endDatetime: at(3, 22),
      });
      return { forro, joao, webinar, cancelled, at };
    }
    const ready = async () => {
      arranged ??= await arrange();
      return arranged;
    };
    const ids = async (query: string) => {
      const { res, body } = await eventsApi(ctx.app)(`/api/v1/events?${query}`);
      expect(res.status, query).toBe(200);
      return body.items.map((e) => e.id);
    };

    it('filters by category, city (accents and case ignored), price and online', async () => {
      const a = await ready();
      expect(await ids('category=social_gatherings')).toEqual([a.joao.id]);
      expect(await ids('city=sao%20paulo')).toEqual([a.joao.id]);
      expect(await ids('city=RECIFE')).toEqual([a.forro.id]);
      expect(await ids('price=paid')).toEqual([a.joao.id]);
      expect(await ids('price=free')).toEqual([a.forro.id, a.cancelled.id, a.webinar.id]);
      expect(await ids('online=true')).toEqual([a.webinar.id]);
    });

    it('filters by a date window: events overlapping [from, to)', async () => {
      const a = await ready();
      const from = a.at(4, 0).toISOString();
      const to = a.at(6, 0).toISOString();
      expect(await ids(`from=${from}&to=${to}`)).toEqual([a.joao.id]);
      expect(await ids(`from=${a.at(10, 0).toISOString()}`)).toEqual([a.webinar.id]);
    });

    it('searches Portuguese text without accents, by stem and by part of a name; public and not cancelled', async () => {
      const a = await ready();
      expect(await ids('q=sao%20joao')).toEqual([a.joao.id]);
      expect(await ids('q=forro')).toEqual([a.forro.id]);
      expect(await ids('q=comida')).toEqual([a.joao.id]);
      expect(await ids('q=desenvolver')).toEqual([a.webinar.id]);
      expect(await ids('q=program')).toEqual([a.webinar.id]);
      // No word matches a typo: similar names answer instead.
      expect(await ids('q=recifee')).toEqual([a.forro.id]);
      expect(await ids('q=programacoa')).toEqual([a.webinar.id]);
      expect(await ids('q=forro&city=sao%20paulo')).toEqual([]);
      expect(await ids('q=%25')).toEqual([]);
    });

    it('pages search results with the keyset cursor', async () => {
      await ready();
      const first = await eventsApi(ctx.app)('/api/v1/events?q=o&limit=1');
      expect(first.body.items).toHaveLength(1);
      if (first.body.nextCursor) {
        const second = await eventsApi(ctx.app)(`/api/v1/events?q=o&limit=1&cursor=${first.body.nextCursor}`);
        expect(second.body.items[0]?.id).not.toBe(first.body.items[0]?.id);
      }
    });

    it.each([
      ['category=nope', 'validation.events.category.invalid'],
      ['from=ontem', 'validation.events.date.invalid'],
      ['from=2026-12-10T00:00:00Z&to=2026-12-01T00:00:00Z', 'validation.events.date.range'],
      ['price=caro', 'validation.events.price.invalid'],
      [`q=${'a'.repeat(101)}`, 'validation.events.q.too_long'],
    ])('answers ?%s with 400 %s', async (query, code) => {
      const { res, body } = await eventsApi(ctx.app)(`/api/v1/events?${query}`);
      expect(res.status).toBe(400);
      expect(body.errors?.[0]?.code).toBe(code);
    });
  },
  { database: 'per-suite' },
);
