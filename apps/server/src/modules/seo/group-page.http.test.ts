import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { groups } from '../../db/schema/index.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';

/** The head of the web app's real index.html, as the build leaves it. */
const SHELL = `<!doctype html>
<html lang="pt-BR" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Eventos — descubra e organize eventos no Brasil." />
    <title>Eventos</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eventos-seo-groups-'));
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
  'group pages for crawlers and link previews',
  (ctx) => {
    const insert = async (values: Partial<typeof groups.$inferInsert> & { slug: string }) => {
      const [row] = await ctx.db
        .insert(groups)
        .values({ name: 'Grupo', category: 'sports_fitness', ...values })
        .returning();
      if (!row) throw new Error('group not inserted');
      return row;
    };

    it('gives a public group its title, description, canonical link, OpenGraph, Twitter card and Organization', async () => {
      const group = await insert({
        slug: 'corredores-do-ibirapuera',
        name: 'Corredores do Ibirapuera',
        description: '<p>Treinos abertos às <strong>terças</strong> e quintas, 6h30, no portão 3.</p>',
        city: 'São Paulo',
        logoPath: 'groups/abc/logo.webp',
        coverPath: 'groups/abc/capa-1280.webp',
      });
      const res = await ctx.app.request(`/groups/${group.slug}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      const top = head(await res.text());
      const url = 'http://localhost:3000/groups/corredores-do-ibirapuera';
      const cover = 'http://localhost:3000/uploads/groups/abc/capa-1280.webp';
      const logo = 'http://localhost:3000/uploads/groups/abc/logo.webp';
      const text = 'Treinos abertos às terças e quintas, 6h30, no portão 3.';
      expect(top).toContain('<title>Corredores do Ibirapuera | Eventos</title>');
      expect(metaContent(top, 'name', 'description')).toEqual([text]);
      expect(top).toContain(`<link rel="canonical" href="${url}" />`);
      expect(metaContent(top, 'property', 'og:title')).toEqual(['Corredores do Ibirapuera']);
      expect(metaContent(top, 'property', 'og:url')).toEqual([url]);
      expect(metaContent(top, 'property', 'og:image')).toEqual([cover]);
      expect(metaContent(top, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      expect(jsonLd(top)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Corredores do Ibirapuera',
        url,
        logo,
        image: cover,
        description: text,
        address: { '@type': 'PostalAddress', addressLocality: 'São Paulo' },
      });
    });

    it('describes a group without a description by what and where it is', async () => {
      await insert({ slug: 'clube-de-leitura', name: 'Clube de Leitura', city: 'Recife' });
      const top = head(await (await ctx.app.request('/groups/clube-de-leitura')).text());
      expect(metaContent(top, 'name', 'description')).toEqual([
        'Clube de Leitura: grupo em Recife no Eventos.',
      ]);
      expect(metaContent(top, 'name', 'twitter:card')).toEqual(['summary']);
      expect(jsonLd(top).logo).toBeUndefined();
    });

    it('leaks nothing of a private group: the plain shell, by slug or by id', async () => {
      const group = await insert({
        slug: 'conselho-secreto',
        name: 'Conselho Secreto',
        visibility: 'private',
      });
      for (const path of [`/groups/${group.slug}`, `/groups/${group.id}`]) {
        const res = await ctx.app.request(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        const html = await res.text();
        expect(html).toBe(SHELL);
      }
      const sitemap = await (await ctx.app.request('/sitemap.xml')).text();
      expect(sitemap).not.toContain('conselho-secreto');
    });

    it('answers unknown groups and the app pages with the plain shell; an id moves to the slug', async () => {
      for (const path of ['/groups/nao-existe', '/groups/create', '/groups/Nome%20Estranho', '/groups']) {
        const res = await ctx.app.request(path);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toBe(SHELL);
      }
      const group = await insert({ slug: 'feira-de-trocas', name: 'Feira de Trocas' });
      const res = await ctx.app.request(`/groups/${group.id.toUpperCase()}?lng=ar`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/groups/feira-de-trocas?lng=ar');
      // Pages under a group (members, followers) are the web app's own.
      expect(await (await ctx.app.request(`/groups/${group.slug}/followers`)).text()).toBe(SHELL);
    });

    it('escapes user text: no tag or script can be injected', async () => {
      const name = '</script><script>alert(1)</script>';
      await insert({
        slug: 'xss-grupo',
        name,
        description: '<p>"&gt;&lt;img src=x onerror=alert(1)&gt; $&amp; $\' &lt;!--</p>',
        city: '</title><b>',
      });
      const html = await (await ctx.app.request('/groups/xss-grupo')).text();
      for (const raw of [name, '"><img src=x onerror=alert(1)>', '<img', '<script>alert', '<!--', '<b>'])
        expect(html).not.toContain(raw);
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Eventos</title>');
      const data = jsonLd(html);
      expect(data.name).toBe(name);
      expect(data.address.addressLocality).toBe('</title><b>');
    });

    it('lists public groups in the sitemap, with the groups page', async () => {
      await insert({ slug: 'grupo-aberto', name: 'Grupo Aberto' });
      await insert({ slug: 'grupo-fechado', name: 'Grupo Fechado', visibility: 'private' });
      const xml = await (await ctx.app.request('/sitemap.xml')).text();
      expect(xml).toContain('<loc>http://localhost:3000/groups</loc>');
      expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/groups\/grupo-aberto<\/loc><lastmod>/);
      expect(xml).not.toContain('grupo-fechado');
    });
  },
  { config: () => ({ webDistDir: webBuild() }) },
);
