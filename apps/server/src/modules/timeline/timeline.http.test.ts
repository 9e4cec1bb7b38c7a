import { type TimelineItem, type TimelineResponse, timelineResponseSchema } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import {
  befriend,
  blockPerson,
  followGroup,
  followPerson,
  joinGroup,
  makeGroup,
  minutesAgo,
  showAttendanceTo,
  takeSeat,
  unfriend,
} from './timeline.test-helpers.ts';

describeEachBackend('timeline over HTTP', (ctx) => {
  const read = async (who: SignedInUser, query = '') => {
    const { res, body } = await api(ctx.app)<TimelineResponse>(`/api/v1/me/timeline${query}`, {}, who);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    return timelineResponseSchema.parse(body);
  };
  const person = (firstName: string) => createProfile(ctx.db, { firstName, lastName: 'Lima' });
  const summary = (items: TimelineItem[]) =>
    items.map((i) => [i.kind, i.event?.name ?? i.group?.name, i.actors.map((a) => a.name).join(', ')]);

  it('tells what friends, followed people and groups did, newest first, with the event and my own answer', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const ana = await person('Ana');
    const bia = await person('Bia');
    const stranger = await person('Caio');
    await befriend(ctx.db, me.userId, ana.id);
    await followPerson(ctx.db, me.userId, bia.id);
    await showAttendanceTo(ctx.db, bia.id, 'everyone');
    const club = await makeGroup(ctx.db, stranger.id, { name: 'Clube de Corrida', at: minutesAgo(600) });
    await followGroup(ctx.db, club.id, me.userId);

    await createEvent(ctx.db, ana.id, { name: 'Sarau da Ana', publishedAt: minutesAgo(50) });
    const samba = await createEvent(ctx.db, stranger.id, {
      name: 'Roda de Samba',
      publishedAt: minutesAgo(500),
    });
    await takeSeat(ctx.db, samba.id, bia.id, minutesAgo(40));
    await takeSeat(ctx.db, samba.id, me.userId, minutesAgo(45));
    await joinGroup(ctx.db, club.id, ana.id, minutesAgo(30));
    await createEvent(ctx.db, stranger.id, {
      name: 'Treino no Parque',
      groupId: club.id,
      organizerType: 'group',
      publishedAt: minutesAgo(20),
    });
    // My own doings and a stranger's are not told.
    await createEvent(ctx.db, me.userId, { name: 'Meu Evento', publishedAt: minutesAgo(10) });
    await createEvent(ctx.db, stranger.id, { name: 'Evento Alheio', publishedAt: minutesAgo(5) });

    const page = await read(me);
    expect(summary(page.items)).toEqual([
      ['group_event', 'Treino no Parque', ''],
      ['group_joined', 'Clube de Corrida', 'Ana Lima'],
      ['event_going', 'Roda de Samba', 'Bia Lima'],
      ['event_created', 'Sarau da Ana', 'Ana Lima'],
    ]);
    expect(page.nextCursor).toBeNull();
    const [groupEvent, joined, going, created] = page.items;
    expect(groupEvent).toMatchObject({ actorCount: 0, group: { id: club.id, slug: club.slug } });
    expect(joined).toMatchObject({ event: null, group: { name: 'Clube de Corrida', logoUrl: null } });
    expect(going).toMatchObject({ viewerAttendance: 'going', actorCount: 1, group: null });
    expect(going?.actors[0]).toEqual({
      id: bia.id,
      username: bia.username,
      name: 'Bia Lima',
      avatarUrl: null,
      city: null,
    });
    expect(created).toMatchObject({
      viewerAttendance: null,
      event: { name: 'Sarau da Ana', isDraft: false },
    });
    expect(new Date(created?.at ?? '').getTime()).toBeCloseTo(minutesAgo(50).getTime(), -4);
  });

  it('shows attendance as each person allows: everyone, friends (not followers), only me', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const [friendOpen, friendDefault, friendHidden, followedOpen, followedFriendsOnly] = await Promise.all(
      ['Ana', 'Bia', 'Caio', 'Duda', 'Enzo'].map(person),
    );
    for (const friend of [friendOpen, friendDefault, friendHidden])
      await befriend(ctx.db, me.userId, friend?.id ?? '');
    for (const followed of [followedOpen, followedFriendsOnly])
      await followPerson(ctx.db, me.userId, followed?.id ?? '');
    await showAttendanceTo(ctx.db, friendOpen?.id ?? '', 'everyone');
    await showAttendanceTo(ctx.db, friendHidden?.id ?? '', 'only_me');
    await showAttendanceTo(ctx.db, followedOpen?.id ?? '', 'everyone');
    await showAttendanceTo(ctx.db, followedFriendsOnly?.id ?? '', 'friends');
    const organizer = await person('Organizadora');
    const everyone = [friendOpen, friendDefault, friendHidden, followedOpen, followedFriendsOnly];
    for (const [i, who] of everyone.entries()) {
      const event = await createEvent(ctx.db, organizer.id, { name: `Show ${who?.firstName}` });
      await takeSeat(ctx.db, event.id, who?.id ?? '', minutesAgo(10 + i));
    }
    const page = await read(me);
    expect(summary(page.items)).toEqual([
      ['event_going', 'Show Ana', 'Ana Lima'],
      ['event_going', 'Show Bia', 'Bia Lima'],
      ['event_going', 'Show Duda', 'Duda Lima'],
    ]);
    // A change of setting applies at once to what was already done.
    await showAttendanceTo(ctx.db, friendOpen?.id ?? '', 'only_me');
    expect(summary((await read(me)).items).map((s) => s[1])).toEqual(['Show Bia', 'Show Duda']);
  });

  it('keeps private events, private groups and waitlisted or cancelled seats out', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const ana = await person('Ana');
    await befriend(ctx.db, me.userId, ana.id);
    await showAttendanceTo(ctx.db, ana.id, 'everyone');
    const other = await person('Caio');
    await createEvent(ctx.db, ana.id, {
      name: 'Festa Privada',
      visibility: 'private',
      publishedAt: minutesAgo(5),
    });
    await createEvent(ctx.db, ana.id, { name: 'Rascunho', publishedAt: null });
    await createEvent(ctx.db, ana.id, {
      name: 'Cancelado',
      cancelledAt: minutesAgo(1),
      publishedAt: minutesAgo(6),
    });
    await createEvent(ctx.db, ana.id, { name: 'Agendado', publishedAt: new Date(Date.now() + 3_600_000) });
    await createEvent(ctx.db, ana.id, { name: 'Antigo', publishedAt: minutesAgo(100 * 24 * 60) });
    const hidden = await createEvent(ctx.db, other.id, { name: 'Jantar Privado', visibility: 'private' });
    await takeSeat(ctx.db, hidden.id, ana.id, minutesAgo(4));
    const full = await createEvent(ctx.db, other.id, { name: 'Lotado' });
    await takeSeat(ctx.db, full.id, ana.id, minutesAgo(3), 'waitlisted');
    const gone = await createEvent(ctx.db, other.id, { name: 'Desisti' });
    await takeSeat(ctx.db, gone.id, ana.id, minutesAgo(3), 'cancelled');
    const secret = await makeGroup(ctx.db, other.id, { name: 'Grupo Secreto', visibility: 'private' });
    await joinGroup(ctx.db, secret.id, ana.id, minutesAgo(2));
    const checked = await createEvent(ctx.db, other.id, { name: 'Fui' });
    await takeSeat(ctx.db, checked.id, ana.id, minutesAgo(1), 'checked_in');
    expect(summary((await read(me)).items)).toEqual([['event_going', 'Fui', 'Ana Lima']]);

    // Once I belong to the private group, Ana's joining shows.
    await joinGroup(ctx.db, secret.id, me.userId, minutesAgo(200));
    expect(summary((await read(me)).items).map((s) => s[1])).toEqual(['Fui', 'Grupo Secreto']);
  });

  it('reads on past many hidden rows of a friend to the ones I may see (more rounds of the sources)', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const ana = await person('Ana');
    await befriend(ctx.db, me.userId, ana.id);
    const other = await person('Caio');
    for (let i = 0; i < 40; i++) {
      const hidden = await createEvent(ctx.db, other.id, { name: `Privado ${i}`, visibility: 'private' });
      await takeSeat(ctx.db, hidden.id, ana.id, minutesAgo(i + 1));
    }
    for (let i = 0; i < 3; i++) {
      const open = await createEvent(ctx.db, other.id, { name: `Aberto ${i}` });
      await takeSeat(ctx.db, open.id, ana.id, minutesAgo(100 + i));
    }
    const first = await read(me, '?limit=2');
    expect(first.items.map((i) => i.event?.name)).toEqual(['Aberto 0', 'Aberto 1']);
    const second = await read(me, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.event?.name)).toEqual(['Aberto 2']);
    expect(second.nextCursor).toBeNull();
  });

  it('never shows anything of a person in a block with me, either way, nor an unfriended person', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const [ana, bia, caio, duda] = await Promise.all(['Ana', 'Bia', 'Caio', 'Duda'].map(person));
    for (const friend of [ana, bia, caio]) {
      await befriend(ctx.db, me.userId, friend?.id ?? '');
      await showAttendanceTo(ctx.db, friend?.id ?? '', 'everyone');
      await createEvent(ctx.db, friend?.id ?? '', { name: `Evento de ${friend?.firstName}` });
    }
    // Caio goes to an event of Duda, who blocked me: the card would be about her.
    const dudas = await createEvent(ctx.db, duda?.id ?? '', {
      name: 'Evento da Duda',
      publishedAt: minutesAgo(3000),
    });
    await takeSeat(ctx.db, dudas.id, caio?.id ?? '', minutesAgo(1));
    expect((await read(me)).items.map((i) => i.event?.name)).toContain('Evento da Duda');
    await blockPerson(ctx.db, duda?.id ?? '', me.userId);
    await blockPerson(ctx.db, me.userId, ana?.id ?? '');
    await blockPerson(ctx.db, bia?.id ?? '', me.userId);
    expect((await read(me)).items.map((i) => i.event?.name)).toEqual(['Evento de Caio']);
    await unfriend(ctx.db, me.userId, caio?.id ?? '');
    expect((await read(me)).items).toEqual([]);
  });

  it('groups people going to one event and people joining one group into one card', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const friends = await Promise.all(['Ana', 'Bia', 'Caio', 'Duda', 'Enzo'].map(person));
    const organizer = await person('Organizadora');
    const show = await createEvent(ctx.db, organizer.id, { name: 'Show', publishedAt: minutesAgo(9000) });
    const club = await makeGroup(ctx.db, organizer.id, { name: 'Clube', at: minutesAgo(9000) });
    for (const [i, friend] of friends.entries()) {
      await befriend(ctx.db, me.userId, friend?.id ?? '');
      await takeSeat(ctx.db, show.id, friend?.id ?? '', minutesAgo(10 + i));
      await joinGroup(ctx.db, club.id, friend?.id ?? '', minutesAgo(100 + i));
    }
    const page = await read(me);
    expect(summary(page.items)).toEqual([
      ['event_going', 'Show', 'Ana Lima, Bia Lima, Caio Lima'],
      ['group_joined', 'Clube', 'Ana Lima, Bia Lima, Caio Lima'],
    ]);
    expect(page.items.map((i) => i.actorCount)).toEqual([5, 5]);
    expect(new Date(page.items[0]?.at ?? '').getTime()).toBeCloseTo(minutesAgo(10).getTime(), -4);
  });

  it('pages through the feed on its keyset: the pages add up to the whole feed, nothing twice', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const friends = await Promise.all(['Ana', 'Bia', 'Caio'].map(person));
    const organizer = await person('Organizadora');
    const same = minutesAgo(30);
    let n = 0;
    for (const friend of friends) {
      await befriend(ctx.db, me.userId, friend?.id ?? '');
      await showAttendanceTo(ctx.db, friend?.id ?? '', 'everyone');
      for (let k = 0; k < 4; k++) {
        // Several rows share one instant: the key's kind, id and person still order them.
        await createEvent(ctx.db, friend?.id ?? '', {
          name: `Criado ${n}`,
          publishedAt: k < 2 ? same : minutesAgo(n),
        });
        const other = await createEvent(ctx.db, organizer.id, {
          name: `Vou ${n}`,
          publishedAt: minutesAgo(9000),
        });
        await takeSeat(ctx.db, other.id, friend?.id ?? '', k < 2 ? same : minutesAgo(n + 100));
        n++;
      }
    }
    const whole = await read(me, '?limit=50');
    expect(whole.nextCursor).toBeNull();
    expect(whole.items).toHaveLength(24);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TimelineResponse = await read(me, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 30);
    expect(seen).toEqual(whole.items.map((i) => i.id));
    expect(new Set(seen).size).toBe(24);
  });

  it('refuses visitors, a bad cursor and a limit out of range', async () => {
    const me = await signUpAndSignIn(ctx.app, ctx.db);
    const call = <T = { code?: string; errors?: { code: string }[] }>(path: string, who?: SignedInUser) =>
      api(ctx.app)<T>(path, {}, who);
    const visitor = await call('/api/v1/me/timeline');
    expect(visitor.res.status).toBe(401);
    expect(visitor.body.code).toBe('auth.unauthenticated');
    for (const cursor of [
      'abc',
      'W10',
      Buffer.from('["2026-01-01T00:00:00.000000Z",9,"x","y"]').toString('base64url'),
    ]) {
      const bad = await call(`/api/v1/me/timeline?cursor=${cursor}`, me);
      expect(bad.res.status).toBe(400);
      expect(bad.body.code).toBe('validation.cursor.invalid');
    }
    for (const limit of ['0', '51', 'dez']) {
      const bad = await call(`/api/v1/me/timeline?limit=${limit}`, me);
      expect(bad.res.status).toBe(400);
      expect(bad.body.errors?.[0]?.code).toMatch(/^validation\.limit\./);
    }
    expect(await read(me)).toEqual({ items: [], nextCursor: null });
  });
});
