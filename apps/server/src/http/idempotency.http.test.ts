import {
  type CheckInResult,
  type Comment,
  type EventAttendance,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { createEvent } from '../test/factories.ts';

interface Answer<T = Record<string, unknown>> {
  status: number;
  replayed: boolean;
  headers: Headers;
  text: string;
  body: T & { code?: string };
}

/**
 * Idempotency-Key on the writes that can be queued offline: a repeat with the same key changes
 * nothing and gets the first answer again (header Idempotent-Replayed), on every such route.
 */
describeEachBackend('Idempotency-Key on queued writes', (ctx) => {
  async function send<T = Record<string, unknown>>(
    who: SignedInUser | undefined,
    method: string,
    path: string,
    { key, json }: { key?: string; json?: unknown } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...(who?.headers ?? { origin: TEST_ORIGIN }) };
    if (key !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = key;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await ctx.app.request(path, {
      method,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      replayed: res.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true',
      headers: res.headers,
      text,
      body: (text ? JSON.parse(text) : {}) as Answer<T>['body'],
    };
  }

  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(ctx.db, query))[0]?.n ?? -1;
  const attendances = (eventId: string) =>
    count(
      sql`SELECT count(*)::int AS n FROM event_attendances WHERE event_id = ${eventId}::uuid AND status <> 'cancelled'`,
    );
  const comments = (eventId: string) =>
    count(sql`SELECT count(*)::int AS n FROM event_comments WHERE event_id = ${eventId}::uuid`);
  const checkIns = (eventId: string) =>
    count(
      sql`SELECT count(*)::int AS n FROM event_attendances WHERE event_id = ${eventId}::uuid AND status = 'checked_in'`,
    );

  async function arrange() {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, organiser.userId);
    return { organiser, ana, event, base: `/api/v1/events/${event.id}` };
  }

  it('RSVP replayed three times: one attendance, the counts unchanged, the first answer each time', async () => {
    const { ana, base, event } = await arrange();
    const first = await send<EventAttendance>(ana, 'PUT', `${base}/attendance`, { key: 'rsvp-key-0001' });
    expect(first.status).toBe(200);
    expect(first.replayed).toBe(false);
    expect(first.body.counts.going).toBe(1);
    for (let i = 0; i < 3; i++) {
      const again = await send<EventAttendance>(ana, 'PUT', `${base}/attendance`, { key: 'rsvp-key-0001' });
      expect(again.status).toBe(200);
      expect(again.replayed).toBe(true);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('content-type')).toContain('application/json');
      expect(again.headers.get('cache-control')).toContain('no-store');
    }
    expect(await attendances(event.id)).toBe(1);
    const now = await send<EventAttendance>(ana, 'GET', `${base}/attendance`);
    expect(now.body.counts.going).toBe(1);
  });

  it('a replayed cancel does not cancel a later RSVP', async () => {
    const { ana, base, event } = await arrange();
    await send(ana, 'PUT', `${base}/attendance`, { key: 'rsvp-key-0001' });
    const cancel = await send<EventAttendance>(ana, 'DELETE', `${base}/attendance`, { key: 'cancel-key-01' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.mine?.status).toBe('cancelled');
    const back = await send<EventAttendance>(ana, 'PUT', `${base}/attendance`, { key: 'rsvp-key-0002' });
    expect(back.body.mine?.status).toBe('going');
    const replayed = await send<EventAttendance>(ana, 'DELETE', `${base}/attendance`, {
      key: 'cancel-key-01',
    });
    expect(replayed.replayed).toBe(true);
    expect(replayed.text).toBe(cancel.text);
    const now = await send<EventAttendance>(ana, 'GET', `${base}/attendance`);
    expect(now.body.mine?.status).toBe('going');
    expect(await attendances(event.id)).toBe(1);
  });

  it('interest on and off replay their first answers without undoing a later change', async () => {
    const { ana, base } = await arrange();
    const on = await send<EventAttendance>(ana, 'PUT', `${base}/interest`, { key: 'interest-on-1' });
    expect(on.body.interested).toBe(true);
    const off = await send<EventAttendance>(ana, 'DELETE', `${base}/interest`, { key: 'interest-off-1' });
    expect(off.body.interested).toBe(false);
    const onAgain = await send<EventAttendance>(ana, 'PUT', `${base}/interest`, { key: 'interest-on-1' });
    expect(onAgain.replayed).toBe(true);
    expect(onAgain.body.interested).toBe(true);
    // The replay changed nothing: interest is still off.
    expect((await send<EventAttendance>(ana, 'GET', `${base}/attendance`)).body.interested).toBe(false);
    const offAgain = await send<EventAttendance>(ana, 'DELETE', `${base}/interest`, {
      key: 'interest-off-1',
    });
    expect(offAgain.replayed).toBe(true);
    expect(offAgain.text).toBe(off.text);
  });

  it('a comment replayed is posted once, with the same 201 answer', async () => {
    const { ana, base, event } = await arrange();
    const json = { body: 'Alguém vai de bicicleta?' };
    const first = await send<Comment>(ana, 'POST', `${base}/comments`, { key: 'comment-key-1', json });
    expect(first.status).toBe(201);
    const again = await send<Comment>(ana, 'POST', `${base}/comments`, { key: 'comment-key-1', json });
    expect(again.status).toBe(201);
    expect(again.replayed).toBe(true);
    expect(again.body.id).toBe(first.body.id);
    expect(await comments(event.id)).toBe(1);
    // Without the key, the same text is another comment (old clients work as before).
    expect((await send(ana, 'POST', `${base}/comments`, { json })).status).toBe(201);
    expect(await comments(event.id)).toBe(2);
  });

  it('a check-in by ticket and one from the list, replayed, check in once and answer as the first time', async () => {
    const { organiser, ana, base, event } = await arrange();
    const going = await send<EventAttendance>(ana, 'PUT', `${base}/attendance`);
    const code = going.body.mine?.ticketCode as string;
    const first = await send<CheckInResult>(organiser, 'POST', `${base}/check-ins`, {
      key: 'door-scan-0001',
      json: { code },
    });
    expect(first.body.result).toBe('accepted');
    const again = await send<CheckInResult>(organiser, 'POST', `${base}/check-ins`, {
      key: 'door-scan-0001',
      json: { code },
    });
    expect(again.replayed).toBe(true);
    expect(again.body.result).toBe('accepted');
    expect(again.text).toBe(first.text);
    expect(await checkIns(event.id)).toBe(1);
    // A new scan of the same ticket (another key) is told it is already in.
    const fresh = await send<CheckInResult>(organiser, 'POST', `${base}/check-ins`, {
      key: 'door-scan-0002',
      json: { code },
    });
    expect(fresh.body.result).toBe('already_checked_in');

    const bia = await signUpAndSignIn(ctx.app, ctx.db);
    const biaGoing = await send<EventAttendance>(bia, 'PUT', `${base}/attendance`);
    const row = `${base}/attendees/${biaGoing.body.mine?.id}/check-in`;
    const byRow = await send<CheckInResult>(organiser, 'POST', row, { key: 'door-row-00001' });
    expect(byRow.body.result).toBe('accepted');
    const byRowAgain = await send<CheckInResult>(organiser, 'POST', row, { key: 'door-row-00001' });
    expect(byRowAgain.replayed).toBe(true);
    expect(byRowAgain.text).toBe(byRow.text);
    expect(await checkIns(event.id)).toBe(2);
  });

  it('two requests with the same key at once: one change, the same answer for both', async () => {
    const { ana, base, event } = await arrange();
    const json = { body: 'Chego às 19h' };
    const answers = await Promise.all([
      send<Comment>(ana, 'POST', `${base}/comments`, { key: 'together-0001', json }),
      send<Comment>(ana, 'POST', `${base}/comments`, { key: 'together-0001', json }),
      send<Comment>(ana, 'POST', `${base}/comments`, { key: 'together-0001', json }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await comments(event.id)).toBe(1);

    const rsvps = await Promise.all([
      send<EventAttendance>(ana, 'PUT', `${base}/attendance`, { key: 'together-0002' }),
      send<EventAttendance>(ana, 'PUT', `${base}/attendance`, { key: 'together-0002' }),
    ]);
    expect(rsvps[0].text).toBe(rsvps[1].text);
    expect(rsvps.filter((a) => a.replayed)).toHaveLength(1);
    expect(await attendances(event.id)).toBe(1);
  });

  it('the same key with another request is 422 idempotency.key_reused and changes nothing', async () => {
    const { ana, base, event } = await arrange();
    await send(ana, 'POST', `${base}/comments`, { key: 'reused-key-01', json: { body: 'Primeiro' } });
    const otherBody = await send(ana, 'POST', `${base}/comments`, {
      key: 'reused-key-01',
      json: { body: 'Segundo' },
    });
    expect(otherBody.status).toBe(422);
    expect(otherBody.headers.get('content-type')).toContain('application/problem+json');
    expect(otherBody.body.code).toBe('idempotency.key_reused');
    expect(otherBody.body.detail).toBeTruthy();
    // Another route, or another event, under the same key is refused as well.
    expect((await send(ana, 'PUT', `${base}/attendance`, { key: 'reused-key-01' })).status).toBe(422);
    const elsewhere = await createEvent(ctx.db, (await signUpAndSignIn(ctx.app, ctx.db)).userId);
    const other = await send(ana, 'POST', `/api/v1/events/${elsewhere.id}/comments`, {
      key: 'reused-key-01',
      json: { body: 'Primeiro' },
    });
    expect(other.status).toBe(422);
    expect(await comments(event.id)).toBe(1);
    expect(await comments(elsewhere.id)).toBe(0);
    expect(await attendances(event.id)).toBe(0);
  });

  it('another person’s identical key is theirs alone', async () => {
    const { ana, base, event } = await arrange();
    const bia = await signUpAndSignIn(ctx.app, ctx.db);
    const json = { body: 'Vou levar o pandeiro' };
    const hers = await send<Comment>(ana, 'POST', `${base}/comments`, { key: 'shared-key-01', json });
    const theirs = await send<Comment>(bia, 'POST', `${base}/comments`, { key: 'shared-key-01', json });
    expect(theirs.status).toBe(201);
    expect(theirs.replayed).toBe(false);
    expect(theirs.body.id).not.toBe(hers.body.id);
    expect(await comments(event.id)).toBe(2);
  });

  it('a malformed key is 400 validation.idempotency_key.invalid and nothing happens', async () => {
    const { ana, base, event } = await arrange();
    for (const key of ['curta', 'x'.repeat(65), 'com espaço-123', 'acentuação-123', 'a/b/c/d/e/f/g', '']) {
      const answer = await send(ana, 'PUT', `${base}/attendance`, { key });
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(answer.body.code).toBe('validation.idempotency_key.invalid');
    }
    expect(await attendances(event.id)).toBe(0);
  });

  it('a visitor with a key is still 401 (signing in comes first)', async () => {
    const { base } = await arrange();
    const answer = await send(undefined, 'PUT', `${base}/attendance`, { key: 'visitor-key-01' });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('auth.unauthenticated');
    expect(await count(sql`SELECT count(*)::int AS n FROM idempotency_keys`)).toBe(0);
  });

  it('a first answer that was a refusal is replayed as that refusal, even once it would succeed', async () => {
    const { ana, organiser } = await arrange();
    const draft = await createEvent(ctx.db, organiser.userId, { publishedAt: null, visibility: 'public' });
    // The organiser's group is not needed: Ana cannot see a draft, so the RSVP is 404.
    const path = `/api/v1/events/${draft.id}/attendance`;
    const first = await send(ana, 'PUT', path, { key: 'refused-key-1' });
    expect(first.status).toBe(404);
    await ctx.db.execute(
      sql`UPDATE events SET published_at = now() - interval '1 hour' WHERE id = ${draft.id}`,
    );
    const again = await send(ana, 'PUT', path, { key: 'refused-key-1' });
    expect(again.status).toBe(404);
    expect(again.replayed).toBe(true);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect(await attendances(draft.id)).toBe(0);
    // A new key runs the request again, now that the event is out.
    expect((await send(ana, 'PUT', path, { key: 'refused-key-2' })).status).toBe(200);
  });

  it('a key still being answered is waited for, then 409 idempotency.in_progress with Retry-After', async () => {
    const { ana, base, event } = await arrange();
    const fingerprint = 'whatever: the first request is still running';
    await ctx.db.execute(
      sql`INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES (${ana.userId}::uuid, 'busy-key-0001', ${fingerprint})`,
    );
    // The fingerprint differs, but a request under way is waited for only when it is the same one.
    expect((await send(ana, 'PUT', `${base}/attendance`, { key: 'busy-key-0001' })).status).toBe(422);

    const started = Date.now();
    await ctx.db.execute(
      sql`UPDATE idempotency_keys SET fingerprint = ${`PUT ${base}/attendance e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855`}`,
    );
    const busy = await send(ana, 'PUT', `${base}/attendance`, { key: 'busy-key-0001' });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('idempotency.in_progress');
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
    expect(await attendances(event.id)).toBe(0);

    // A claim whose request never finished is taken over once it is stale.
    await ctx.db.execute(sql`UPDATE idempotency_keys SET claimed_at = now() - interval '2 minutes'`);
    const taken = await send(ana, 'PUT', `${base}/attendance`, { key: 'busy-key-0001' });
    expect(taken.status).toBe(200);
    expect(taken.replayed).toBe(false);
    expect(await attendances(event.id)).toBe(1);
    expect((await send(ana, 'PUT', `${base}/attendance`, { key: 'busy-key-0001' })).replayed).toBe(true);
  }, 30_000);

  it('a key kept past its time is as good as new', async () => {
    const { ana, base, event } = await arrange();
    await send(ana, 'PUT', `${base}/attendance`, { key: 'old-key-00001' });
    await send(ana, 'DELETE', `${base}/attendance`);
    await ctx.db.execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'`);
    const again = await send<EventAttendance>(ana, 'PUT', `${base}/attendance`, { key: 'old-key-00001' });
    expect(again.replayed).toBe(false);
    expect(again.body.mine?.status).toBe('going');
    expect(await attendances(event.id)).toBe(1);
  });
});
