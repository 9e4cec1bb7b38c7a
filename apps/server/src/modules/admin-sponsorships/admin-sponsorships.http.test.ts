import type { Sponsorship, SponsorshipPage, SponsorshipTotals } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import { MANY_SIGN_UPS } from '../social/social.test-helpers.ts';
import { adminSponsorshipsApi, createSponsorship } from './admin-sponsorships.test-helpers.ts';

const HOUR = 3_600_000;

/** The field errors of a 400 answer, as 'path:code'. */
const fieldCodes = (body: unknown) =>
  ((body as { errors?: { path: string; code: string }[] }).errors ?? []).map((e) => `${e.path}:${e.code}`);

/**
 * The administrator's side of sponsorships: the queue, approving (the public then sees it, featured
 * until the event ends), rejecting with a note, ending, moving the featured window, the totals; every
 * change audited and told to the sponsor and the organiser.
 */
describeEachBackend(
  'admin sponsorships',
  (ctx) => {
    async function arrange() {
      const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
      const organiser = await signUpAndSignIn(ctx.app, ctx.db);
      const sponsor = await signUpAndSignIn(ctx.app, ctx.db);
      const start = days(3);
      const event = await createEvent(ctx.db, organiser.userId, {
        name: 'Festival de Jazz',
        startDatetime: start,
        endDatetime: new Date(start.getTime() + 5 * HOUR),
      });
      return { admin, organiser, sponsor, event, a: adminSponsorshipsApi(ctx.app) };
    }

    const audit = (id: string) =>
      queryRows<{
        action: string;
        reason: string | null;
        before: { state: string };
        after: { state: string };
      }>(
        ctx.db,
        sql`SELECT action, reason, before, after FROM admin_audit_log WHERE target_id = ${id} ORDER BY created_at`,
      );
    const notices = (userId: string) =>
      queryRows<{ type: string; metadata: Record<string, string> }>(
        ctx.db,
        sql`SELECT type, metadata FROM notifications WHERE user_id = ${userId}::uuid ORDER BY created_at`,
      );

    it('lists the queue, approves one (public, featured until the event ends), audits and notifies', async () => {
      const { admin, organiser, sponsor, event, a } = await arrange();
      const accepted = await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: sponsor.userId,
        state: 'accepted',
      });
      const other = await signUpAndSignIn(ctx.app, ctx.db);
      await createSponsorship(ctx.db, { eventId: event.id, personId: other.userId, state: 'requested' });

      const queue = await a.call<SponsorshipPage>('?state=accepted', {}, admin);
      expect(queue.res.status).toBe(200);
      expect(queue.body.items.map((s) => s.id)).toEqual([accepted]);
      const all = await a.call<SponsorshipPage>('', {}, admin);
      expect(all.body.items).toHaveLength(2);

      const before = await ctx.app.request(`/api/v1/events/${event.id}/sponsorship`);
      const approved = await a.approve(accepted, admin, 'Tudo certo');
      expect(approved.res.status).toBe(200);
      expect(approved.body.state).toBe('approved');
      expect(approved.body.adminNote).toBe('Tudo certo');
      expect(approved.body.approvedAt).not.toBeNull();
      expect(approved.body.featuredUntil).toBe(event.endDatetime?.toISOString());
      expect(Date.parse(approved.body.featuredFrom ?? '')).toBeLessThanOrEqual(Date.now());

      const [row] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM app.featured_event_ids(now()) id WHERE id = ${event.id}::uuid`,
      );
      expect(row?.n).toBe(1);
      if (before.status === 200) {
        const after = await ctx.app.request(`/api/v1/events/${event.id}/sponsorship`);
        const body = (await after.json()) as { sponsors: { id: string }[] };
        expect(body.sponsors.map((s) => s.id)).toEqual([accepted]);
      }

      expect(await audit(accepted)).toEqual([
        {
          action: 'sponsorship.approve',
          reason: 'Tudo certo',
          before: expect.objectContaining({ state: 'accepted' }),
          after: expect.objectContaining({ state: 'approved' }),
        },
      ]);
      const toSponsor = await notices(sponsor.userId);
      expect(toSponsor.map((n) => [n.type, n.metadata.link, n.metadata.event_id])).toEqual([
        ['event', '/profile#sponsorships', event.id],
      ]);
      const toOrganiser = await notices(organiser.userId);
      expect(toOrganiser.map((n) => [n.type, n.metadata.link])).toEqual([
        ['event', `/events/${event.id}/manage#sponsorships`],
      ]);
      expect(await notices(admin.userId)).toEqual([]);

      // Approving again: it moved on.
      const again = await a.approve(accepted, admin);
      expect([again.res.status, again.body.code]).toEqual([409, 'sponsorship.state_changed']);
    });

    it('approving for an event already over leaves it out of the featured slot', async () => {
      const { admin, sponsor, a, organiser } = await arrange();
      const over = await createEvent(ctx.db, organiser.userId, {
        startDatetime: new Date(Date.now() - 6 * HOUR),
        endDatetime: new Date(Date.now() - 2 * HOUR),
      });
      const id = await createSponsorship(ctx.db, {
        eventId: over.id,
        personId: sponsor.userId,
        state: 'accepted',
      });
      const { body } = await a.approve(id, admin);
      expect([body.state, body.featuredFrom, body.featuredUntil]).toEqual(['approved', null, null]);
    });

    it('rejects only with a note, a requested or accepted one; the note is audited and told', async () => {
      const { admin, sponsor, event, a } = await arrange();
      const id = await createSponsorship(ctx.db, { eventId: event.id, personId: sponsor.userId });
      const bare = await a.reject(id, admin, '  ');
      expect([bare.res.status, fieldCodes(bare.body)]).toEqual([
        400,
        ['note:validation.sponsorship.note.required'],
      ]);
      const rejected = await a.reject(id, admin, 'Marca fora das regras do site');
      expect([rejected.body.state, rejected.body.adminNote]).toEqual([
        'declined',
        'Marca fora das regras do site',
      ]);
      expect(rejected.body.closedAt).not.toBeNull();
      expect((await audit(id)).map((e) => [e.action, e.reason])).toEqual([
        ['sponsorship.reject', 'Marca fora das regras do site'],
      ]);
      expect((await notices(sponsor.userId)).map((n) => n.metadata.link)).toEqual(['/profile#sponsorships']);
      const approvedOne = await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: (await signUpAndSignIn(ctx.app, ctx.db)).userId,
        state: 'approved',
      });
      const late = await a.reject(approvedOne, admin, 'Tarde demais');
      expect([late.res.status, late.body.code]).toEqual([409, 'sponsorship.state_changed']);
    });

    it('ends an approved one: no longer public nor featured', async () => {
      const { admin, sponsor, event, a } = await arrange();
      const id = await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: sponsor.userId,
        state: 'approved',
        featuredFrom: new Date(Date.now() - HOUR),
        featuredUntil: days(2),
      });
      const ended = await a.end(id, admin);
      expect(ended.res.status).toBe(200);
      expect([ended.body.state, ended.body.featuredFrom, ended.body.featuredUntil]).toEqual([
        'ended',
        null,
        null,
      ]);
      const [row] = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM app.featured_event_ids(now())`,
      );
      expect(row?.n).toBe(0);
      expect((await audit(id)).map((e) => e.action)).toEqual(['sponsorship.end']);
      const visitorSees = await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM sponsorships WHERE id = ${id}::uuid AND state = 'approved'`,
      );
      expect(visitorSees[0]?.n).toBe(0);
    });

    it('moves and clears the featured window of approved ones only, and lists the scheduled', async () => {
      const { admin, sponsor, event, a } = await arrange();
      const id = await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: sponsor.userId,
        state: 'approved',
      });
      const from = days(1).toISOString();
      const until = days(2).toISOString();
      const moved = await a.feature(id, admin, { featuredFrom: from, featuredUntil: until });
      expect([moved.body.featuredFrom, moved.body.featuredUntil]).toEqual([from, until]);
      const listed = await a.call<{ items: Sponsorship[] }>('/featured', {}, admin);
      expect(listed.body.items.map((s) => s.id)).toEqual([id]);

      const backwards = await a.feature(id, admin, { featuredFrom: until, featuredUntil: from });
      expect([backwards.res.status, fieldCodes(backwards.body)]).toEqual([
        400,
        ['featuredUntil:validation.sponsorship.featured.range'],
      ]);
      const cleared = await a.feature(id, admin, { featuredFrom: null, featuredUntil: null });
      expect([cleared.body.featuredFrom, cleared.body.featuredUntil]).toEqual([null, null]);
      expect((await a.call<{ items: Sponsorship[] }>('/featured', {}, admin)).body.items).toEqual([]);
      expect((await audit(id)).map((e) => e.action)).toEqual(['sponsorship.feature', 'sponsorship.feature']);

      const pending = await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: (await signUpAndSignIn(ctx.app, ctx.db)).userId,
        state: 'accepted',
      });
      const refused = await a.feature(pending, admin, { featuredFrom: from, featuredUntil: until });
      expect([refused.res.status, refused.body.code]).toEqual([409, 'sponsorship.featured.not_approved']);
      const unknown = await a.approve('nao-e-id', admin);
      expect([unknown.res.status, unknown.body.code]).toEqual([404, 'sponsorship.not_found']);
    });

    it('sums approved and ended ones per event and per month of approval', async () => {
      const { admin, sponsor, organiser, event, a } = await arrange();
      const second = await createEvent(ctx.db, organiser.userId, { name: 'Feira de Livros' });
      const other = await signUpAndSignIn(ctx.app, ctx.db);
      await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: sponsor.userId,
        state: 'approved',
        amountCents: 100_000,
      });
      await createSponsorship(ctx.db, {
        eventId: event.id,
        personId: other.userId,
        state: 'ended',
        amountCents: 20_000,
      });
      await createSponsorship(ctx.db, {
        eventId: second.id,
        personId: sponsor.userId,
        state: 'approved',
        amountCents: 50_000,
      });
      await createSponsorship(ctx.db, {
        eventId: second.id,
        personId: other.userId,
        state: 'accepted',
        amountCents: 999_000,
      });
      const { res, body } = await a.call<SponsorshipTotals>('/totals', {}, admin);
      expect(res.status).toBe(200);
      expect(body.perEvent).toEqual([
        {
          event: { id: event.id, slug: event.slug, name: 'Festival de Jazz' },
          count: 2,
          amountCents: 120_000,
        },
        {
          event: { id: second.id, slug: second.slug, name: 'Feira de Livros' },
          count: 1,
          amountCents: 50_000,
        },
      ]);
      const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
        .format(new Date())
        .slice(0, 7);
      expect(body.perMonth).toEqual([{ month, count: 3, amountCents: 170_000 }]);
    });

    it('counts the sponsorships awaiting approval on the dashboard', async () => {
      const { admin, sponsor, event, a } = await arrange();
      await createSponsorship(ctx.db, { eventId: event.id, personId: sponsor.userId, state: 'accepted' });
      expect(a).toBeDefined();
      const res = await ctx.app.request('/api/v1/admin/dashboard', { headers: admin.headers });
      expect(((await res.json()) as { pendingSponsorships: number }).pendingSponsorships).toBe(1);
    });
  },
  MANY_SIGN_UPS,
);
