import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createLocation, createProfile, days } from '../../test/factories.ts';

/** The head of the web app's real index.html, as the build leaves it. */
const SHELL = `<!doctype html>
<html lang="pt-BR" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Eventos — descubra e organize eventos no Brasil." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Eventos</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eventos-seo-web-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  return dir;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

function metaContent(html: string, attr: 'name' | 'property', key: string): string[] {
  const re = new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`, 'g');
  return [...html.matchAll(re)].map((m) => m[1] ?? '');
}

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read field by field
function jsonLd(html: string): Record<string, any> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '');
}

function expectCspUnchanged(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim()).toBe("script-src 'self'");
}

describeEachBackend(
  'event pages for crawlers and link previews',
  (ctx) => {
    it('gives a public event its title, description, canonical link, OpenGraph, Twitter card and JSON-LD', async () => {
      const organiser = await createProfile(ctx.db, { firstName: 'Bia', lastName: 'Lima', username: 'bia' });
      const venue = await createLocation(ctx.db, organiser.id, { postalCode: '01002-000' });
      const event = await createEvent(ctx.db, organiser.id, {
        slug: 'roda-de-samba-no-centro',
        name: 'Roda de Samba no Centro',
        summary: 'Samba de raiz com a velha guarda, ao ar livre.',
        description: '<p>Uma tarde inteira de <strong>samba</strong>.</p>',
        locationId: venue.id,
        imagePath: 'events/roda de samba.webp',
        isPaid: true,
        priceMinCents: 2500,
        priceMaxCents: 8000,
        ticketLink: 'https://ingressos.example/roda',
        startDatetime: new Date('2030-03-14T21:00:00Z'),
        endDatetime: new Date('2030-03-15T01:00:00Z'),
      });

      const res = await ctx.app.request('/events/roda-de-samba-no-centro');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      expectCspUnchanged(res);
      const html = await res.text();
      const top = head(html);
      const url = 'http://localhost:3000/events/roda-de-samba-no-centro';
      const image = 'http://localhost:3000/uploads/events/roda%20de%20samba.webp';

      expect(top.match(/<title>/g)).toHaveLength(1);
      expect(top).toContain('<title>Roda de Samba no Centro | Eventos</title>');
      expect(metaContent(top, 'name', 'description')).toEqual([
        'Samba de raiz com a velha guarda, ao ar livre.',
      ]);
      expect(top).toContain(`<link rel="canonical" href="${url}" />`);
      expect(metaContent(top, 'property', 'og:type')).toEqual(['website']);
      expect(metaContent(top, 'property', 'og:title')).toEqual(['Roda de Samba no Centro']);
      expect(metaContent(top, 'property', 'og:description')).toEqual([
        'Samba de raiz com a velha guarda, ao ar livre.',
      ]);
      expect(metaContent(top, 'property', 'og:url')).toEqual([url]);
      expect(metaContent(top, 'property', 'og:image')).toEqual([image]);
      expect(metaContent(top, 'property', 'og:locale')).toEqual(['pt_BR']);
      expect(metaContent(top, 'property', 'og:locale:alternate')).toEqual(['en_US', 'es_ES']);
      expect(metaContent(top, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaContent(top, 'name', 'twitter:image')).toEqual([image]);
      // The web app still boots from the same shell.
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
      expect(html).toContain('<div id="root"></div>');

      expect(jsonLd(top)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Roda de Samba no Centro',
        description: 'Samba de raiz com a velha guarda, ao ar livre.',
        startDate: '2030-03-14T21:00:00.000Z',
        endDate: '2030-03-15T01:00:00.000Z',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Teatro Municipal',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Praça Ramos de Azevedo, s/n',
            addressLocality: 'São Paulo',
            addressRegion: 'SP',
            postalCode: '01002-000',
            addressCountry: 'Brasil',
          },
          geo: { '@type': 'GeoCoordinates', latitude: -23.5452, longitude: -46.6384 },
        },
        image: [image],
        organizer: { '@type': 'Person', name: 'Bia Lima', url: 'http://localhost:3000/user/bia' },
        offers: {
          '@type': 'AggregateOffer',
          lowPrice: '25.00',
          highPrice: '80.00',
          priceCurrency: 'BRL',
          url: 'https://ingressos.example/roda',
          availability: 'https://schema.org/InStock',
          validFrom: event.publishedAt?.toISOString(),
        },
        url,
      });
    });

    it('describes an online event by its page, never its access link; a free one costs 0', async () => {
      const organiser = await createProfile(ctx.db);
      await createEvent(ctx.db, organiser.id, {
        slug: 'live-de-choro',
        name: 'Live de Choro',
        eventType: 'online',
        accessLink: 'https://meet.example/sala-secreta',
        description: `<p>${'Choro ao vivo com convidados especiais. '.repeat(10)}</p>`,
      });

      const html = await (await ctx.app.request('/events/live-de-choro')).text();
      expect(html).not.toContain('sala-secreta');
      const [description] = metaContent(html, 'name', 'description');
      expect(description?.startsWith('Choro ao vivo com convidados especiais.')).toBe(true);
      expect(description?.length).toBeLessThanOrEqual(160);
      expect(description?.endsWith('…')).toBe(true);
      expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary']);
      expect(metaContent(html, 'property', 'og:image')).toEqual([]);
      const data = jsonLd(html);
      expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
      expect(data.location).toEqual({
        '@type': 'VirtualLocation',
        url: 'http://localhost:3000/events/live-de-choro',
      });
      expect(data.offers).toMatchObject({ '@type': 'Offer', price: '0', priceCurrency: 'BRL' });
      expect(data.image).toBeUndefined();
    });

    it('marks a cancelled event as cancelled; a hybrid one is at its venue and online', async () => {
      const organiser = await createProfile(ctx.db);
      const venue = await createLocation(ctx.db, organiser.id);
      await createEvent(ctx.db, organiser.id, {
        slug: 'sarau-cancelado',
        name: 'Sarau',
        eventType: 'hibrido',
        locationId: venue.id,
        cancelledAt: days(-1),
        isPaid: true,
        priceMinCents: 1000,
      });
      const data = jsonLd(await (await ctx.app.request('/events/sarau-cancelado')).text());
      expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
      expect(data.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
      expect(data.location.map((l: { '@type': string }) => l['@type'])).toEqual(['Place', 'VirtualLocation']);
      expect(data.offers).toMatchObject({
        '@type': 'Offer',
        price: '10.00',
        availability: 'https://schema.org/Discontinued',
        url: 'http://localhost:3000/events/sarau-cancelado',
      });
    });

    it.each([
      ['private', { slug: 'festa-fechada', visibility: 'private' }],
      ['draft', { slug: 'festa-rascunho', publishedAt: null }],
      ['published later', { slug: 'festa-futura', publishedAt: days(2) }],
    ] as const)('leaks nothing of a %s event: the plain shell, not cached', async (_, overrides) => {
      const organiser = await createProfile(ctx.db);
      const event = await createEvent(ctx.db, organiser.id, { name: 'Festa Secreta da Ana', ...overrides });
      for (const path of [`/events/${event.slug}`, `/events/${event.id}`]) {
        const res = await ctx.app.request(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        const html = await res.text();
        expect(html).toBe(SHELL);
        expect(html).not.toContain('Festa Secreta');
      }
    });

    it('answers an unknown slug and the create page with the plain shell', async () => {
      for (const path of [
        '/events/nao-existe',
        '/events/create',
        '/events/00000000-0000-4000-8000-000000000000',
      ]) {
        const res = await ctx.app.request(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(await res.text()).toBe(SHELL);
      }
    });

    it('redirects a public event reached by id to its slug, keeping the query', async () => {
      const organiser = await createProfile(ctx.db);
      const event = await createEvent(ctx.db, organiser.id, { slug: 'feira-de-vinil' });
      const res = await ctx.app.request(`/events/${event.id.toUpperCase()}?lng=en`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/events/feira-de-vinil?lng=en');
    });

    it('escapes user text: no tag or script can be injected', async () => {
      const organiser = await createProfile(ctx.db, {
        firstName: '</script><b>',
        lastName: 'Souza',
      });
      const name = '</script><script>alert(1)</script>';
      const summary = '"><img src=x onerror=alert(1)> $& $\' <!-- \u2028';
      await createEvent(ctx.db, organiser.id, { slug: 'xss', name, summary });

      const html = await (await ctx.app.request('/events/xss')).text();
      for (const raw of [name, '"><img src=x onerror=alert(1)>', '<img', '<script>alert', '<!--', '<b>']) {
        expect(html).not.toContain(raw);
      }
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Eventos</title>');
      expect(metaContent(html, 'property', 'og:description')).toEqual([
        '&quot;&gt;&lt;img src=x onerror=alert(1)&gt; $&amp; $&#39; &lt;!--',
      ]);
      const data = jsonLd(html);
      expect(data.name).toBe(name);
      expect(data.description).toBe('"><img src=x onerror=alert(1)> $& $\' <!--');
      expect(data.organizer.name).toBe('</script><b> Souza');
    });
  },
  { config: () => ({ webDistDir: webBuild() }), database: 'per-suite' },
);
