import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile, days } from '../../test/factories.ts';

describeEachBackend('robots.txt and sitemap.xml', (ctx) => {
  it('robots.txt allows everything but the API and names the sitemap', async () => {
    const res = await ctx.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /api/');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists the public pages and only public, published events, with absolute URLs', async () => {
    const organiser = await createProfile(ctx.db);
    const shown = await createEvent(ctx.db, organiser.id, { slug: 'roda-de-samba' });
    const past = await createEvent(ctx.db, organiser.id, {
      slug: 'feira-passada',
      startDatetime: days(-10),
      endDatetime: days(-9),
    });
    // A cancelled event keeps its page (it says so), so it stays listed.
    const cancelled = await createEvent(ctx.db, organiser.id, {
      slug: 'show-cancelado',
      cancelledAt: days(-1),
    });
    await createEvent(ctx.db, organiser.id, { slug: 'evento-privado', visibility: 'private' });
    await createEvent(ctx.db, organiser.id, {
      slug: 'rascunho-privado',
      visibility: 'private',
      publishedAt: null,
    });
    await createEvent(ctx.db, organiser.id, { slug: 'rascunho', publishedAt: null });
    await createEvent(ctx.db, organiser.id, { slug: 'publica-amanha', publishedAt: days(1) });

    const res = await ctx.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    for (const path of ['/', '/events', '/about', '/help', '/contact', '/terms', '/privacy', '/cookies']) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    const eventLocs = [...xml.matchAll(/<loc>http:\/\/localhost:3000\/events\/([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(eventLocs.sort()).toEqual([past.slug, shown.slug, cancelled.slug].sort());
    expect(xml).not.toMatch(/privado|rascunho|amanha/);
  });

  it('keeps the sitemap for a few minutes', async () => {
    const organiser = await createProfile(ctx.db);
    expect(await (await ctx.app.request('/sitemap.xml')).text()).not.toContain('/events/novo');
    await createEvent(ctx.db, organiser.id, { slug: 'novo' });
    expect(await (await ctx.app.request('/sitemap.xml')).text()).not.toContain('/events/novo');
  });
});
