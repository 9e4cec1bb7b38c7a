import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { createSponsorship, createTier } from '../admin-sponsorships/admin-sponsorships.test-helpers.ts';

const SHELL = `<!doctype html>
<html lang="pt-BR" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Eventos</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eventos-seo-sponsors-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  return dir;
}

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read field by field
async function jsonLdOf(res: Response): Promise<Record<string, any>> {
  const html = await res.text();
  const [block] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return JSON.parse(block?.[1] ?? '{}');
}

/**
 * The event page's JSON-LD names the event's approved sponsors (issue 22) as schema.org
 * Organizations, with their link and the absolute address of their logo; a request, an accepted
 * one not yet approved, a declined or ended one never appears, and no sponsors means no key.
 */
describeEachBackend(
  'sponsors in the event page JSON-LD',
  (ctx) => {
    it('lists approved sponsors only, in tier order', async () => {
      const organiser = await createProfile(ctx.db);
      const people = await Promise.all([1, 2, 3, 4, 5].map(() => createProfile(ctx.db)));
      const event = await createEvent(ctx.db, organiser.id, { slug: 'festival-patrocinado' });
      const gold = await createTier(ctx.db, event.id, 100_000);
      const [a, b, c, d, e] = people.map((p) => p.id) as [string, string, string, string, string];
      await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: a,
        tierId: gold,
        state: 'approved',
        displayName: 'Café Aurora',
        linkUrl: 'https://cafeaurora.example/',
        logoPath: 'sponsorships/abc/0123456789abcdef-logo.webp',
      });
      await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: b,
        tierId: gold,
        state: 'approved',
        displayName: 'Livraria Sem Link',
      });
      for (const [personId, state] of [
        [c, 'requested'],
        [d, 'accepted'],
        [e, 'declined'],
      ] as const)
        await createSponsorship(ctx.db, {
          eventId: event.id,
          personId,
          state,
          displayName: `Oculto ${state}`,
        });
      await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: c,
        state: 'ended',
        displayName: 'Já encerrado',
      });

      const data = await jsonLdOf(await ctx.app.request('/events/festival-patrocinado'));
      expect(data.sponsor).toEqual([
        {
          '@type': 'Organization',
          name: 'Café Aurora',
          url: 'https://cafeaurora.example/',
          logo: 'http://localhost:3000/uploads/sponsorships/abc/0123456789abcdef-logo.webp',
        },
        { '@type': 'Organization', name: 'Livraria Sem Link' },
      ]);
    });

    it('has no sponsor key without approved sponsors', async () => {
      const organiser = await createProfile(ctx.db);
      const sponsor = await createProfile(ctx.db);
      const event = await createEvent(ctx.db, organiser.id, { slug: 'festival-sem-patrocinio' });
      await createSponsorship(ctx.db, { eventId: event.id, personId: sponsor.id, state: 'accepted' });
      const data = await jsonLdOf(await ctx.app.request('/events/festival-sem-patrocinio'));
      expect(data['@type']).toBe('Event');
      expect('sponsor' in data).toBe(false);
    });
  },
  { config: () => ({ webDistDir: webBuild() }), database: 'per-suite' },
);
