import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORY_KEYS, eventInputSchema, slugify } from '@eventos/domain';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { queryRows, withUser } from '../client.ts';
import { events, eventsWithDetails, locations, profiles } from '../schema/index.ts';
import { buildDemoContent } from './build-demo-content.ts';
import { renderCoverSvg, wrapWords } from './cover-svg.ts';
import { renderDemoDescription } from './demo-description.ts';
import { DEMO_MEETING_SITE, DEMO_TICKETS_SITE } from './demo-event-fields.ts';
import { buildDemoSocial } from './demo-social.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('buildDemoContent', () => {
  const content = buildDemoContent(NOW);
  const byTime = (when: 'past' | 'future') =>
    content.events.filter((e) =>
      when === 'past' ? (e.endDatetime ?? e.startDatetime) < NOW : e.startDatetime > NOW,
    );

  it('is deterministic for a given now', () => {
    expect(buildDemoContent(new Date(NOW))).toEqual(content);
  });

  it('has at least 40 events covering all 12 categories, three or more each', () => {
    expect(content.events.length).toBeGreaterThanOrEqual(40);
    for (const key of CATEGORY_KEYS) {
      expect(content.events.filter((e) => e.category === key).length, key).toBeGreaterThanOrEqual(3);
    }
  });

  it('mixes past and future, public and private, published and draft', () => {
    expect(byTime('past').length).toBeGreaterThanOrEqual(5);
    expect(byTime('future').length).toBeGreaterThanOrEqual(20);
    expect(content.events.some((e) => e.visibility === 'private')).toBe(true);
    const drafts = content.events.filter((e) => e.publishedAt === null);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(drafts.length).toBeLessThanOrEqual(2);
    for (const e of content.events) {
      expect(e.endDatetime?.getTime()).toBeGreaterThan(e.startDatetime.getTime());
      expect(e.createdAt?.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (e.publishedAt) expect(e.publishedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('gives unique spec slugs (suffix -1 on a repeated name) and matching cover paths', () => {
    const slugs = content.events.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(content.events.map((e) => e.id)).size).toBe(slugs.length);
    for (const e of content.events) {
      expect(e.slug.startsWith(slugify(e.name))).toBe(true);
      expect(e.imagePath).toBe(`events/${e.slug}.webp`);
    }
    expect(slugs).toContain('corrida-noturna-do-parque-1');
  });

  it('mixes free and paid, ticketed, online and hybrid events', () => {
    const paid = content.events.filter((e) => e.isPaid);
    expect(paid.length).toBeGreaterThanOrEqual(8);
    expect(content.events.length - paid.length).toBeGreaterThanOrEqual(20);
    expect(paid.some((e) => e.priceMaxCents === null)).toBe(true);
    expect(paid.some((e) => (e.priceMaxCents ?? 0) > (e.priceMinCents ?? 0))).toBe(true);
    const ticketed = content.events.filter((e) => e.requiresTickets);
    expect(ticketed.some((e) => !e.isPaid)).toBe(true);
    for (const e of ticketed) expect(e.ticketLink).toBe(`${DEMO_TICKETS_SITE}/${e.slug}`);
    const online = content.events.filter((e) => e.eventType === 'online');
    expect(online.length).toBeGreaterThanOrEqual(3);
    for (const e of online) expect(e.locationId).toBeNull();
    const hybrid = content.events.filter((e) => e.eventType === 'hibrido');
    expect(hybrid).toHaveLength(1);
    expect(hybrid[0]?.locationId).not.toBeNull();
    for (const e of [...online, ...hybrid]) expect(e.accessLink).toBe(`${DEMO_MEETING_SITE}/${e.slug}`);
    for (const e of content.events.filter((x) => x.eventType === 'presencial'))
      expect([e.locationId === null, e.accessLink]).toEqual([false, null]);
  });

  it('would pass the event form: every field within its rules, tags in lower case', () => {
    for (const e of content.events) {
      const body = {
        name: e.name,
        category: e.category,
        subcategory: e.subcategory,
        startDatetime: e.startDatetime.toISOString(),
        endDatetime: e.endDatetime?.toISOString(),
        eventType: e.eventType,
        locationId: e.locationId,
        accessLink: e.accessLink,
        summary: e.summary,
        description: e.description,
        isPaid: e.isPaid,
        priceMinCents: e.priceMinCents,
        priceMaxCents: e.priceMaxCents,
        requiresTickets: e.requiresTickets,
        ticketLink: e.ticketLink,
        tags: e.tags,
        targetAudience: e.targetAudience,
        visibility: e.visibility,
      };
      const parsed = eventInputSchema.safeParse(body);
      expect(parsed.error?.issues, e.name).toBeUndefined();
      expect(parsed.data?.tags, e.name).toEqual(e.tags);
      expect(e.subcategory, e.name).toBeTruthy();
      expect(e.tags?.length, e.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('writes descriptions as paragraphs with bold text and lists, and no other markup', () => {
    for (const e of content.events) {
      expect(e.description, e.name).toMatch(/^<p>/);
      const tags = e.description?.match(/<\/?[a-z]+[^>]*>/g) ?? [];
      for (const tag of tags) expect(tag, e.name).toMatch(/^<\/?(p|strong|ul|li)>$/);
    }
    expect(content.events.some((e) => e.description?.includes('<ul><li>'))).toBe(true);
    expect(content.events.some((e) => e.description?.includes('<strong>'))).toBe(true);
  });

  it('places public venues in many Brazilian cities and links them to organisers', () => {
    const publicVenues = content.locations.filter((l) => l.isPublic);
    expect(publicVenues.length).toBeGreaterThanOrEqual(12);
    expect(new Set(publicVenues.map((l) => l.state)).size).toBeGreaterThanOrEqual(8);
    const organiserIds = new Set(content.profiles.map((p) => p.id));
    for (const l of content.locations) expect(organiserIds.has(l.userId)).toBe(true);
    expect(content.profiles.filter((p) => p.role === 'admin')).toHaveLength(1);
  });
});

describe('renderDemoDescription', () => {
  it('escapes the text, bolds **words** and lists the highlights after the first paragraph', () => {
    expect(renderDemoDescription(['Rock & <b>blues</b>', 'Entrada **franca**.'], ['Pipoca', 'Telão'])).toBe(
      '<p>Rock &amp; &lt;b&gt;blues&lt;/b&gt;</p><ul><li>Pipoca</li><li>Telão</li></ul><p>Entrada <strong>franca</strong>.</p>',
    );
    expect(renderDemoDescription(['Só um parágrafo.'])).toBe('<p>Só um parágrafo.</p>');
  });
});

describe('renderCoverSvg', () => {
  it('escapes the title and wraps it in at most three lines', () => {
    const svg = renderCoverSvg('Rock & Blues <ao vivo> na Praça da Estação com Amigos', 'arts_culture');
    expect(svg).toContain('Rock &#38; Blues');
    expect(svg).not.toContain('<ao vivo>');
    expect(svg.match(/<tspan/g)?.length).toBeLessThanOrEqual(3);
  });

  it('wraps words greedily', () => {
    expect(wrapWords('Roda de Samba no Largo', 12)).toEqual(['Roda de', 'Samba no', 'Largo']);
  });
});

describeEachBackend('seedDemoIfEmpty', (ctx) => {
  let uploadsDir = '';
  const logger = createLogger('silent');
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'eventos-seed-test-'));
  });
  afterAll(async () => {
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('fills an empty database once, with covers, and shows visitors only public published events', async () => {
    const now = new Date();
    await seedDemoIfEmpty(ctx.handle, { uploadsDir, logger, now });
    const expected = buildDemoContent(now);
    const community = buildDemoSocial(now, expected.events).profiles.length;
    const [p] = await ctx.db.select({ n: count() }).from(profiles);
    const [l] = await ctx.db.select({ n: count() }).from(locations);
    const [e] = await ctx.db.select({ n: count() }).from(events);
    expect([p?.n, l?.n, e?.n]).toEqual([
      expected.profiles.length + community,
      expected.locations.length,
      expected.events.length,
    ]);

    const [venue] = await queryRows(
      ctx.db,
      sql`SELECT l.postal_code, l.maps_url,
        array(SELECT o.key FROM selection_options o WHERE o.id = ANY(l.accessibility_options) ORDER BY o.key) AS keys
      FROM locations l WHERE l.name = 'Centro Cultural Vergueiro'`,
    );
    expect(venue).toMatchObject({
      postal_code: '01504-000',
      keys: ['accessible_toilet', 'libras_interpretation', 'lift', 'tactile_floor', 'wheelchair_access'],
    });

    const visible = await withUser(ctx.db, null, (tx) => tx.select({ n: count() }).from(eventsWithDetails));
    const publicPublished = expected.events.filter((x) => x.visibility === 'public' && x.publishedAt);
    expect(visible[0]?.n).toBe(publicPublished.length);

    const covers = await readdir(join(uploadsDir, 'events'));
    expect(covers).toHaveLength(expected.events.length);
    const meta = await sharp(join(uploadsDir, 'events', covers[0] ?? '')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 630]);

    await seedDemoIfEmpty(ctx.handle, { uploadsDir, logger, now: new Date(now.getTime() + 86_400_000) });
    const [again] = await ctx.db.select({ n: count() }).from(events);
    expect(again?.n).toBe(expected.events.length);
  });
  it('gives every demo account friends, requests waiting, people followed and a timeline; no blocks', async () => {
    const now = new Date();
    await seedDemoIfEmpty(ctx.handle, { uploadsDir, logger, now });
    const accounts = buildDemoContent(now).profiles.map((x) => x.id ?? '');
    const [between] = await queryRows<{ friends: number; blocks: number; seats: number }>(
      ctx.db,
      sql`SELECT
        (SELECT count(*)::int FROM friendships WHERE user_a = ANY(${`{${accounts.join(',')}}`}::uuid[])
           AND user_b = ANY(${`{${accounts.join(',')}}`}::uuid[])) AS friends,
        (SELECT count(*)::int FROM user_blocks) AS blocks,
        (SELECT count(*)::int FROM event_attendances WHERE user_id = ANY(${`{${accounts.join(',')}}`}::uuid[])) AS seats`,
    );
    // Demo accounts befriend one another by hand; their own lists stay as they were.
    expect(between).toEqual({ friends: 0, blocks: 0, seats: 0 });
    for (const account of accounts) {
      const rows = await ctx.db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT set_config('role', 'eventos_app', true), set_config('app.user_id', ${account}, true)`,
        );
        return queryRows<{ kind_rank: number; pending: number; friends: number }>(
          tx,
          sql`SELECT t.kind_rank,
            (SELECT count(*)::int FROM friendships f WHERE f.status = 'pending' AND f.requester_id <> ${account}::uuid) AS pending,
            (SELECT count(*)::int FROM friendships f WHERE f.status = 'accepted') AS friends
          FROM app.timeline_page(NULL, NULL, NULL, NULL, 50) t`,
        );
      });
      expect(new Set(rows.map((r) => r.kind_rank)), account).toEqual(new Set([1, 2]));
      expect(rows.length, account).toBeGreaterThanOrEqual(10);
      expect([rows[0]?.pending, rows[0]?.friends], account).toEqual([2, 4]);
    }
  });

  it('opens three upcoming events for sponsorship: one sponsor featured now, one request, one awaiting approval', async () => {
    const now = new Date();
    await seedDemoIfEmpty(ctx.handle, { uploadsDir, logger, now });
    const states = await queryRows<{ state: string; n: number }>(
      ctx.db,
      sql`SELECT state, count(*)::int AS n FROM sponsorships GROUP BY state ORDER BY state`,
    );
    expect(states).toEqual([
      { state: 'accepted', n: 1 },
      { state: 'approved', n: 1 },
      { state: 'requested', n: 1 },
    ]);
    const [tiers] = await queryRows<{ n: number; events: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS events FROM sponsorship_tiers`,
    );
    expect(tiers).toEqual({ n: 9, events: 3 });
    // The "Patrocinado" slot has its event now and a week from now; visitors see only the approved sponsor.
    for (const at of [now, new Date(now.getTime() + 7 * 86_400_000)]) {
      const featured = await queryRows(
        ctx.db,
        sql`SELECT * FROM app.featured_event_ids(${at.toISOString()}::timestamptz)`,
      );
      expect(featured).toHaveLength(1);
    }
    const seen = await withUser(ctx.db, null, (tx) =>
      queryRows<{ state: string }>(tx, sql`SELECT state FROM sponsorships`),
    );
    expect(seen).toEqual([{ state: 'approved' }]);
  });
});
