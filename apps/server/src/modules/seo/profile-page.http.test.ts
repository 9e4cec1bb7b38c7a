import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { befriend, setPrivacy } from '../profiles/testing/social-arrange.ts';

/** The head of the web app's real index.html, as the build leaves it. */
const SHELL = `<!doctype html>
<html lang="pt-BR" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Eventos — descubra e organize eventos no Brasil." />
    <title>Eventos</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eventos-seo-profiles-'));
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

describeEachBackend(
  'public profile pages for crawlers and link previews',
  (ctx) => {
    it('gives a findable profile its title, description, canonical link, OpenGraph and ProfilePage', async () => {
      const ana = await createProfile(ctx.db, {
        username: 'ana.frevo',
        firstName: 'Ana',
        lastName: 'Souza',
        bio: 'Passista de frevo e organizadora de blocos em Olinda.',
        city: 'Olinda',
        avatarPath: 'avatars/ana.webp',
      });
      const friend = await createProfile(ctx.db, {
        username: 'bia.amiga',
        firstName: 'Bia',
        lastName: 'Amiga',
      });
      await befriend(ctx.db, ana.id, friend.id);
      const res = await ctx.app.request('/user/ana.frevo');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      expect(res.headers.get('x-robots-tag')).toBeNull();
      const top = head(await res.text());
      const url = 'http://localhost:3000/user/ana.frevo';
      const avatar = 'http://localhost:3000/uploads/avatars/ana.webp';
      expect(top).toContain('<title>Ana Souza (@ana.frevo) | Eventos</title>');
      expect(metaContent(top, 'name', 'description')).toEqual([
        'Passista de frevo e organizadora de blocos em Olinda.',
      ]);
      expect(top).toContain(`<link rel="canonical" href="${url}" />`);
      expect(metaContent(top, 'property', 'og:image')).toEqual([avatar]);
      expect(jsonLd(top)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        dateCreated: ana.createdAt.toISOString(),
        mainEntity: {
          '@type': 'Person',
          name: 'Ana Souza',
          alternateName: '@ana.frevo',
          url,
          image: avatar,
          description: 'Passista de frevo e organizadora de blocos em Olinda.',
          homeLocation: { '@type': 'Place', name: 'Olinda' },
        },
      });
      // Friends are visible to friends only by default: the head names none.
      expect(top).not.toContain('Bia');
    });

    it('describes a profile without a bio by who and where', async () => {
      await createProfile(ctx.db, { username: 'caio.r', firstName: 'Caio', lastName: 'Reis', city: 'Natal' });
      const top = head(await (await ctx.app.request('/user/caio.r')).text());
      expect(metaContent(top, 'name', 'description')).toEqual([
        'Caio Reis (@caio.r), de Natal, no Eventos: eventos, grupos e amigos.',
      ]);
      expect(metaContent(top, 'name', 'twitter:card')).toEqual(['summary']);
    });

    it('keeps a profile that is not findable out of search engines, naming nobody', async () => {
      const dora = await createProfile(ctx.db, {
        username: 'dora.quieta',
        firstName: 'Dora',
        lastName: 'Quieta',
      });
      await setPrivacy(ctx.db, dora.id, { findable: false });
      const res = await ctx.app.request('/user/dora.quieta');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<title>Eventos</title>');
      expect(html).not.toContain('Dora');
      expect(html).not.toContain('og:');
    });

    it('answers unknown and pending profiles with the plain shell; friends pages are the web app own', async () => {
      await createProfile(ctx.db, {
        username: 'pendente',
        firstName: 'Pe',
        lastName: 'Ndente',
        status: 'pending',
      });
      for (const path of ['/user/nao-existe', '/user/pendente', `/user/${'x'.repeat(300)}`]) {
        const res = await ctx.app.request(path);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toBe(SHELL);
      }
      await createProfile(ctx.db, { username: 'eva.l' });
      expect(await (await ctx.app.request('/user/eva.l/friends')).text()).toBe(SHELL);
    });

    it('escapes user text: no tag or script can be injected', async () => {
      await createProfile(ctx.db, {
        username: 'xss.perfil',
        firstName: '</script><script>alert(1)</script>',
        lastName: '"><img src=x onerror=alert(1)>',
        bio: "$& $' <!-- </title><b>",
        city: '</title><b>',
      });
      const html = await (await ctx.app.request('/user/xss.perfil')).text();
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('</title><b>');
      expect(html.match(/<title>/g)).toHaveLength(1);
    });
  },
  { config: () => ({ webDistDir: webBuild() }) },
);
