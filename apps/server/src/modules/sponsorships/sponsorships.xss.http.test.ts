import type { EventSponsorship, Sponsorship, SponsorshipTier } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { approveDirectly, sponsoredEvent } from './sponsorships.test-helpers.ts';

/**
 * Markup typed into a sponsorship comes back as the same plain text in JSON (the web renders it as
 * text): display name, message, tier name and benefits, the organiser's note. Nothing is stripped,
 * escaped or interpreted on the way.
 */
describeEachBackend('XSS payloads in sponsorship texts', (ctx) => {
  it('keeps every text of markup exactly as typed', async () => {
    const { call, organiser, event } = await sponsoredEvent(ctx.app, ctx.db, { slots: 100 });
    const payloads = XSS_PAYLOADS.filter((_, n) => n % 10 === 0);
    const sponsor = await signUpAndSignIn(ctx.app, ctx.db);
    for (const [n, payload] of payloads.entries()) {
      const name = payload.slice(0, 60).trim().padEnd(2, '!');
      const tier = await call<SponsorshipTier>(
        `/api/v1/events/${event.id}/sponsorship/tiers`,
        { method: 'POST', json: { name, amountCents: 100, benefits: payload, slots: 1 } },
        organiser,
      );
      if (n < 9) {
        expect(tier.res.status, payload).toBe(201);
        expect([tier.body.name, tier.body.benefits]).toEqual([name, payload]);
        await call(
          `/api/v1/events/${event.id}/sponsorship/tiers/${tier.body.id}`,
          { method: 'DELETE' },
          organiser,
        );
      }
      const [firstTier] = (await call<EventSponsorship>(`/api/v1/events/${event.id}/sponsorship`)).body.tiers;
      const displayName = payload.slice(0, 80).trim().padEnd(2, '!');
      const asked = await call<Sponsorship>(
        `/api/v1/events/${event.id}/sponsorships`,
        { method: 'POST', json: { tierId: firstTier?.id, displayName, message: payload, linkUrl: null } },
        sponsor,
      );
      expect(asked.res.status, payload).toBe(201);
      expect([asked.body.sponsor.displayName, asked.body.message]).toEqual([displayName, payload]);
      const note = payload.slice(0, 1000);
      const accepted = await call<Sponsorship>(
        `/api/v1/sponsorships/${asked.body.id}/accept`,
        { method: 'POST', json: { note } },
        organiser,
      );
      expect(accepted.body.organiserNote, payload).toBe(note);
      await approveDirectly(ctx.db, asked.body.id);
      const view = await call<EventSponsorship>(`/api/v1/events/${event.id}/sponsorship`);
      expect(view.res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(view.body.sponsors.map((s) => s.displayName)).toEqual([displayName]);
      // Ended (as an administrator would), so the same sponsor may ask again.
      await ctx.db.execute(sql`UPDATE sponsorships SET state = 'ended' WHERE id = ${asked.body.id}::uuid`);
    }
  }, 240_000);

  it('refuses a link that is not http(s)', async () => {
    const { call, sponsor, event, tier } = await sponsoredEvent(ctx.app, ctx.db);
    for (const linkUrl of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
    ]) {
      const { res, body } = await call<{ errors: { path: string; code: string }[] }>(
        `/api/v1/events/${event.id}/sponsorships`,
        { method: 'POST', json: { tierId: tier.id, displayName: 'Padaria', linkUrl } },
        sponsor,
      );
      expect(res.status, linkUrl).toBe(400);
      expect(body.errors[0]).toMatchObject({ path: 'linkUrl', code: 'validation.sponsorship.link.invalid' });
    }
  });
});
