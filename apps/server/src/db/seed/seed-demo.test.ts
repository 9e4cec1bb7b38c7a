import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORY_KEYS, slugify } from '@eventos/domain';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { queryRows, withUser } from '../client.ts';
import { events, eventsWithDetails, locations, profiles } from '../schema/index.ts';
import { buildDemoContent } from './build-demo-content.ts';
import { renderCoverSvg, wrapWords } from './cover-svg.ts';
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

  it('places public venues in many Brazilian cities and links them to organisers', () => {
    const publicVenues = content.locations.filter((l) => l.isPublic);
    expect(publicVenues.length).toBeGreaterThanOrEqual(12);
    expect(new Set(publicVenues.map((l) => l.state)).size).toBeGreaterThanOrEqual(8);
    const organiserIds = new Set(content.profiles.map((p) => p.id));
    for (const l of content.locations) expect(organiserIds.has(l.userId)).toBe(true);
    expect(content.profiles.filter((p) => p.role === 'admin')).toHaveLength(1);
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
    const [p] = await ctx.db.select({ n: count() }).from(profiles);
    const [l] = await ctx.db.select({ n: count() }).from(locations);
    const [e] = await ctx.db.select({ n: count() }).from(events);
    expect([p?.n, l?.n, e?.n]).toEqual([
      expected.profiles.length,
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
});
