import type { Problem, Sponsorship, SponsorshipPage } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import {
  approveDirectly,
  publicView,
  requestAs,
  requestBody,
  sponsoredEvent,
} from './sponsorships.test-helpers.ts';

interface StoredNotice {
  user_id: string;
  title: string;
  metadata: Record<string, string>;
}

describeEachBackend('sponsorships: request, decisions, public view', (ctx) => {
  const notices = (userId: string) =>
    queryRows<StoredNotice>(
      ctx.db,
      sql`SELECT user_id, title, metadata FROM notifications WHERE user_id = ${userId}::uuid ORDER BY created_at, id`,
    );

  it('request → accept → approved shows publicly; everyone involved is told with the right links', async () => {
    const { call, organiser, sponsor, event, tier } = await sponsoredEvent(ctx.app, ctx.db);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const asked = await requestAs(ctx.app, sponsor, event.id, tier.id);
    expect(asked).toMatchObject({
      state: 'requested',
      amountCents: 500_000,
      paymentStatus: 'not_collected',
      tier: { id: tier.id, name: 'Ouro' },
      sponsor: { kind: 'person', personId: sponsor.userId, displayName: 'Padaria Pão Quente' },
      can: { withdraw: true, editLogo: true, accept: false, decline: false },
      stats: { impressions: 0, clicks: 0 },
    });
    const [toOrganiser] = await notices(organiser.userId);
    expect(toOrganiser).toMatchObject({
      title: 'Novo pedido de patrocínio',
      metadata: {
        event_id: event.id,
        sponsorship_id: asked.id,
        link: `/events/${event.id}/manage#sponsorships`,
        from: sponsor.userId,
      },
    });
    expect((await publicView(ctx.app, event.id)).sponsors).toEqual([]);

    const accepted = await call<Sponsorship>(
      `/api/v1/sponsorships/${asked.id}/accept`,
      { method: 'POST', json: { note: 'Bem-vindos' } },
      organiser,
    );
    expect(accepted.res.status).toBe(200);
    expect(accepted.body).toMatchObject({ state: 'accepted', organiserNote: 'Bem-vindos' });
    expect(accepted.body.acceptedAt).not.toBeNull();
    expect((await notices(sponsor.userId)).at(-1)).toMatchObject({
      title: 'Patrocínio aceito pelo organizador',
      metadata: { link: '/profile#sponsorships', event_id: event.id },
    });
    expect((await notices(sponsor.userId)).at(-1)?.metadata.sponsorship_id).toBeUndefined();
    expect((await notices(admin.userId)).at(-1)).toMatchObject({
      title: 'Patrocínio aguardando aprovação',
      metadata: { link: '/admin/sponsorships' },
    });
    expect((await publicView(ctx.app, event.id)).tiers[0]).toMatchObject({ taken: 1, slots: 2 });
    expect((await publicView(ctx.app, event.id)).sponsors).toEqual([]);

    await approveDirectly(ctx.db, asked.id);
    const visitor = await call(`/api/v1/events/${event.id}/sponsorship`);
    expect(visitor.res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(visitor.body).toMatchObject({
      open: true,
      canManage: false,
      sponsors: [
        {
          id: asked.id,
          tierId: tier.id,
          displayName: 'Padaria Pão Quente',
          linkUrl: 'https://padaria.example',
        },
      ],
    });
    const managing = await call(`/api/v1/events/${event.id}/sponsorship`, {}, organiser);
    expect(managing.res.headers.get('cache-control')).toBe('private, no-store');
    expect(managing.body).toMatchObject({ canManage: true });

    const mine = await call<SponsorshipPage>('/api/v1/sponsorships/mine', {}, sponsor);
    expect(mine.body.items.map((s) => [s.id, s.state])).toEqual([[asked.id, 'approved']]);
    const ofEvent = await call<SponsorshipPage>(
      `/api/v1/events/${event.id}/sponsorships?state=approved`,
      {},
      organiser,
    );
    expect(ofEvent.body.items.map((s) => s.id)).toEqual([asked.id]);
    const withdraw = await call<Problem>(
      `/api/v1/sponsorships/${asked.id}/withdraw`,
      { method: 'POST', json: {} },
      sponsor,
    );
    expect([withdraw.res.status, withdraw.body.code]).toEqual([409, 'sponsorship.state_changed']);
  });

  it('declining and withdrawing close a request; the other side is told', async () => {
    const { call, organiser, sponsor, event, tier } = await sponsoredEvent(ctx.app, ctx.db);
    const first = await requestAs(ctx.app, sponsor, event.id, tier.id);
    const again = await call<Problem>(
      `/api/v1/events/${event.id}/sponsorships`,
      { method: 'POST', json: requestBody(tier.id) },
      sponsor,
    );
    expect([again.res.status, again.body.code]).toEqual([409, 'sponsorship.already_requested']);

    const declined = await call<Sponsorship>(
      `/api/v1/sponsorships/${first.id}/decline`,
      { method: 'POST', json: {} },
      organiser,
    );
    expect(declined.body).toMatchObject({ state: 'declined', can: { withdraw: false, editLogo: false } });
    expect(declined.body.closedAt).not.toBeNull();
    expect((await notices(sponsor.userId)).at(-1)?.title).toBe('Patrocínio recusado');

    const second = await requestAs(ctx.app, sponsor, event.id, tier.id);
    const withdrawn = await call<Sponsorship>(
      `/api/v1/sponsorships/${second.id}/withdraw`,
      { method: 'POST', json: {} },
      sponsor,
    );
    expect(withdrawn.body.state).toBe('withdrawn');
    expect((await notices(organiser.userId)).at(-1)).toMatchObject({
      title: 'Pedido de patrocínio retirado',
      metadata: { link: `/events/${event.id}/manage#sponsorships` },
    });
    const late = await call<Problem>(
      `/api/v1/sponsorships/${second.id}/accept`,
      { method: 'POST', json: {} },
      organiser,
    );
    expect([late.res.status, late.body.code]).toEqual([409, 'sponsorship.state_changed']);
  });

  it('refuses requests the event cannot take', async () => {
    const { call, organiser, sponsor, event, tier } = await sponsoredEvent(ctx.app, ctx.db);
    const ask = async (eventId: string, body: Record<string, unknown>, who = sponsor) => {
      const { res, body: problem } = await call<Problem>(
        `/api/v1/events/${eventId}/sponsorships`,
        { method: 'POST', json: body },
        who,
      );
      return [res.status, problem.code];
    };
    expect(await ask(event.id, requestBody(tier.id), organiser)).toEqual([403, 'sponsorship.own_event']);
    const other = await sponsoredEvent(ctx.app, ctx.db);
    expect(await ask(event.id, requestBody(other.tier.id))).toEqual([404, 'sponsorship.tier.not_found']);
    expect(await ask(event.id, requestBody(tier.id, { groupId: crypto.randomUUID() }))).toEqual([
      403,
      'sponsorship.group.not_managed',
    ]);
    const cancelled = await createEvent(ctx.db, organiser.userId, { cancelledAt: new Date() });
    expect(await ask(cancelled.id, requestBody(tier.id))).toEqual([409, 'sponsorship.event_unavailable']);
    const past = await createEvent(ctx.db, organiser.userId, {
      startDatetime: days(-3),
      endDatetime: days(-2),
    });
    expect(await ask(past.id, requestBody(tier.id))).toEqual([409, 'sponsorship.event_unavailable']);
    const closed = await createEvent(ctx.db, organiser.userId);
    expect(await ask(closed.id, requestBody(tier.id))).toEqual([409, 'sponsorship.closed']);
    const draft = await createEvent(ctx.db, organiser.userId, { publishedAt: null });
    expect(await ask(draft.id, requestBody(tier.id))).toEqual([404, 'event.not_found']);
    expect(await ask(crypto.randomUUID(), requestBody(tier.id))).toEqual([404, 'event.not_found']);
  });

  it('never overfills a tier, even with two accepts at once; a tier in use is not deleted', async () => {
    const { call, organiser, event, tier } = await sponsoredEvent(ctx.app, ctx.db, { slots: 1 });
    const [a, b] = [await signUpAndSignIn(ctx.app, ctx.db), await signUpAndSignIn(ctx.app, ctx.db)];
    const first = await requestAs(ctx.app, a, event.id, tier.id);
    const second = await requestAs(ctx.app, b, event.id, tier.id, { displayName: 'Mercado Bom' });
    const answers = await Promise.all(
      [first, second].map((s) =>
        call<Problem>(`/api/v1/sponsorships/${s.id}/accept`, { method: 'POST', json: {} }, organiser),
      ),
    );
    expect(answers.map((r) => r.res.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.res.status === 409)?.body.code).toBe('sponsorship.tier.full');
    const third = await signUpAndSignIn(ctx.app, ctx.db);
    const full = await call<Problem>(
      `/api/v1/events/${event.id}/sponsorships`,
      { method: 'POST', json: requestBody(tier.id) },
      third,
    );
    expect([full.res.status, full.body.code]).toEqual([409, 'sponsorship.tier.full']);

    const del = await call<Problem>(
      `/api/v1/events/${event.id}/sponsorship/tiers/${tier.id}`,
      { method: 'DELETE' },
      organiser,
    );
    expect([del.res.status, del.body.code]).toEqual([409, 'sponsorship.tier.in_use']);
    for (const s of [first, second])
      await call(`/api/v1/sponsorships/${s.id}/decline`, { method: 'POST', json: {} }, organiser);
    const gone = await call(
      `/api/v1/events/${event.id}/sponsorship/tiers/${tier.id}`,
      { method: 'DELETE' },
      organiser,
    );
    expect(gone.res.status).toBe(204);
    expect((await publicView(ctx.app, event.id, organiser)).tiers).toEqual([]);
    // The declined ones keep the tier they named.
    expect((await call<Sponsorship>(`/api/v1/sponsorships/${first.id}`, {}, a)).body.tier.name).toBe('Ouro');
    // Deleting the event takes its tiers and sponsorships with it.
    await ctx.db.execute(sql`DELETE FROM events WHERE id = ${event.id}::uuid`);
    expect(
      await queryRows(ctx.db, sql`SELECT id FROM sponsorships WHERE event_id = ${event.id}::uuid`),
    ).toEqual([]);
  });

  it('keeps tiers in order, edits them and refuses an eleventh', async () => {
    const { call, organiser, event, tier } = await sponsoredEvent(ctx.app, ctx.db);
    for (let i = 2; i <= 10; i++) {
      const { res } = await call(
        `/api/v1/events/${event.id}/sponsorship/tiers`,
        { method: 'POST', json: { name: `Cota ${i}`, amountCents: i * 100, benefits: null, slots: 1 } },
        organiser,
      );
      expect(res.status).toBe(201);
    }
    const eleventh = await call<Problem>(
      `/api/v1/events/${event.id}/sponsorship/tiers`,
      { method: 'POST', json: { name: 'Demais', amountCents: 1, slots: 1 } },
      organiser,
    );
    expect([eleventh.res.status, eleventh.body.code]).toEqual([409, 'sponsorship.tier.too_many']);
    const edited = await call(
      `/api/v1/events/${event.id}/sponsorship/tiers/${tier.id}`,
      { method: 'PATCH', json: { name: 'Diamante', amountCents: 900_000, benefits: null, slots: 3 } },
      organiser,
    );
    expect(edited.body).toMatchObject({
      name: 'Diamante',
      amountCents: 900_000,
      slots: 3,
      position: 0,
      taken: 0,
    });
    const view = await publicView(ctx.app, event.id);
    expect(view.tiers.map((t) => t.name)).toEqual([
      'Diamante',
      ...Array.from({ length: 9 }, (_, i) => `Cota ${i + 2}`),
    ]);
  });
});
