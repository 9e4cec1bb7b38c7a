import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { eventBody, eventsApi } from './testing/events-api.ts';

/** Markup that could run script if a browser parsed it. */
const EXECUTABLE =
  /<script|<iframe|<object|<embed|<svg|<img|<style|<meta|<base|<form|<input|\son\w+\s*=|=\s*["']?\s*javascript:|<a\s[^>]*href="(?!https?:|mailto:)/i;

describeEachBackend(
  'XSS payloads in event texts',
  (ctx) => {
    it('stores 200 payloads in name, summary, description and tags; the description keeps none executable', async () => {
      expect(XSS_PAYLOADS).toHaveLength(200);
      expect(new Set(XSS_PAYLOADS).size).toBe(200);
      const owner = await signUpAndSignIn(ctx.app, ctx.db);
      const api = eventsApi(ctx.app);
      for (let i = 0; i < XSS_PAYLOADS.length; i += 4) {
        const [name = '', summary = '', description = '', tag = ''] = XSS_PAYLOADS.slice(i, i + 4);
        const { res, body } = await api(
          '/api/v1/events',
          {
            method: 'POST',
            json: eventBody({
              name: name.slice(0, 120),
              summary,
              description: `${description}${tag}`,
              tags: [tag.slice(0, 30), name.slice(0, 30)],
            }),
          },
          owner,
        );
        expect(res.status, name).toBe(201);
        // Plain texts are kept as typed (the web escapes them); only the rich description is HTML.
        expect(body.name).toBe(name.slice(0, 120).trim());
        expect(body.description ?? '', description).not.toMatch(EXECUTABLE);
        expect(body.slug).toMatch(/^[a-z0-9-]+$/);
      }
    });
  },
  { database: 'per-suite' },
);
