import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GroupDetail, GroupListResponse, GroupMembersResponse } from '@eventos/domain';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { groupInput } from './groups.test-helpers.ts';

/** A web build whose shell has one script of its own. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eventos-groups-xss-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Eventos</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** Markup that could run script if a browser parsed it. */
const EXECUTABLE =
  /<script|<iframe|<object|<embed|<svg|<img|<style|<meta|<base|<form|<input|\son\w+\s*=|=\s*["']?\s*javascript:|<a\s[^>]*href="(?!https?:|mailto:)/i;

describeEachBackend(
  'XSS payloads in group texts',
  (ctx) => {
    it('a search or a members search made of markup finds nothing and is never echoed (before any group is named so)', async () => {
      const owner = await signUpAndSignIn(ctx.app, ctx.db);
      const call = api(ctx.app);
      const group = await call<GroupDetail>('/api/v1/groups', { method: 'POST', json: groupInput() }, owner);
      for (const payload of XSS_PAYLOADS.filter((_, n) => n % 5 === 0)) {
        const q = encodeURIComponent(payload.slice(0, 100));
        const list = await call<GroupListResponse>(`/api/v1/groups?q=${q}`);
        expect(list.res.status, payload).toBe(200);
        expect(JSON.stringify(list.body), payload).not.toContain(payload.slice(0, 100));
        const members = await call<GroupMembersResponse>(`/api/v1/groups/${group.body.id}/members?q=${q}`);
        expect(members.res.status, payload).toBe(200);
        expect(members.body.items, payload).toEqual([]);
      }
    }, 240_000);
    it('keeps a name and a city of markup as typed, and no description executable; cards and the page head stay inert', async () => {
      const owner = await signUpAndSignIn(ctx.app, ctx.db);
      const call = api(ctx.app);
      for (let i = 0; i < XSS_PAYLOADS.length; i += 4) {
        const [name = '', city = '', description = '', more = ''] = XSS_PAYLOADS.slice(i, i + 4);
        const typedName = `${name} ${more}`.slice(0, 80).trim().padEnd(3, '!');
        const { res, body } = await call<GroupDetail>(
          '/api/v1/groups',
          {
            method: 'POST',
            json: groupInput({
              name: typedName,
              city: city.slice(0, 80),
              description: `${description}${more}`,
            }),
          },
          owner,
        );
        expect(res.status, name).toBe(201);
        // Plain texts are kept as typed (the web shows them as text); only the description is HTML.
        expect(body.name).toBe(typedName);
        expect(body.city).toBe(city.slice(0, 80).trim() || null);
        expect(body.description ?? '', description).not.toMatch(EXECUTABLE);
        expect(body.excerpt ?? '', description).not.toMatch(/<[a-z!/]/i);
        expect(body.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

        // Every fourth group: its page for crawlers carries the texts escaped, never as markup.
        if (i % 16 !== 0) continue;
        const html = await (await ctx.app.request(`/groups/${body.slug}`)).text();
        // The shell's own script and the JSON-LD block, nothing else.
        expect(html.match(/<script/g) ?? [], name).toHaveLength(2);
        expect(html).not.toMatch(
          /<(img|svg|iframe|object|embed|body\s|details|input|video|math|style|base|meta http)/i,
        );
      }
      const cards = await call<GroupListResponse>('/api/v1/groups?limit=50');
      for (const card of cards.body.items) expect(card.excerpt ?? '').not.toMatch(/<[a-z!/]/i);
    }, 240_000);
  },
  { database: 'per-suite', config: () => ({ webDistDir: webBuild() }) },
);
