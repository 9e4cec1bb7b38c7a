import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createProfile } from '../../test/factories.ts';
import { befriend, block, follow, seat, setPrivacy } from './testing/social-arrange.ts';

/**
 * The definer functions of migration 0032 called as the app role: each answers only what the
 * owner's settings let the caller see, nothing across a block, and never the settings themselves;
 * the tables they read stay closed to the caller.
 */
describeEachBackend('profile definer functions', (ctx) => {
  const as = <T>(userId: string | null, query: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, query));

  async function arrange() {
    const owner = await createProfile(ctx.db, { firstName: 'Olga' });
    const friend = await createProfile(ctx.db, { firstName: 'Fábio' });
    const stranger = await createProfile(ctx.db, { firstName: 'Sara' });
    const blocked = await createProfile(ctx.db, { firstName: 'Bruno' });
    await befriend(ctx.db, owner.id, friend.id);
    await follow(ctx.db, stranger.id, owner.id);
    await block(ctx.db, owner.id, blocked.id);
    await setPrivacy(ctx.db, owner.id, { attendanceVisibility: 'friends', friendsVisibility: 'friends' });
    const event = await createEvent(ctx.db, stranger.id);
    await seat(ctx.db, event.id, owner.id);
    return { owner, friend, stranger, blocked, event };
  }

  it('profile_facts: counts for anyone, friends only for whom the setting allows, nothing across a block', async () => {
    const a = await arrange();
    const facts = sql`SELECT * FROM app.profile_facts(${a.owner.id}::uuid)`;
    expect(await as(a.friend.id, facts)).toEqual([
      { findable: true, friends: 1, following: 0, followers: 1 },
    ]);
    expect(await as(a.stranger.id, facts)).toEqual([
      { findable: true, friends: null, following: 0, followers: 1 },
    ]);
    expect(await as(null, facts)).toEqual([{ findable: true, friends: null, following: 0, followers: 1 }]);
    expect(await as(a.owner.id, facts)).toEqual([{ findable: true, friends: 1, following: 0, followers: 1 }]);
    expect(await as(a.blocked.id, facts)).toEqual([]);
    // Followers and friendships of others stay closed to the caller.
    expect(await as(a.friend.id, sql`SELECT * FROM user_follows`)).toEqual([]);
    expect(await as(a.stranger.id, sql`SELECT * FROM friendships`)).toEqual([]);
  });

  it('profile_attended_event_ids: only for whom the attendance setting allows', async () => {
    const a = await arrange();
    const ids = sql`SELECT * FROM app.profile_attended_event_ids(${a.owner.id}::uuid, now())`;
    expect((await as(a.friend.id, ids)).length).toBe(1);
    expect(await as(a.stranger.id, ids)).toEqual([]);
    expect(await as(null, ids)).toEqual([]);
    expect(await as(a.blocked.id, ids)).toEqual([]);
    await setPrivacy(ctx.db, a.owner.id, { attendanceVisibility: 'everyone' });
    expect((await as(null, ids)).length).toBe(1);
    expect(await as(a.blocked.id, ids)).toEqual([]);
    await setPrivacy(ctx.db, a.owner.id, { attendanceVisibility: 'only_me' });
    expect(await as(a.friend.id, ids)).toEqual([]);
    expect((await as(a.owner.id, ids)).length).toBe(1);
    // The attendance rows themselves stay the owner's.
    expect(await as(a.friend.id, sql`SELECT * FROM event_attendances`)).toEqual([]);
  });

  it('profile_friends: nothing when hidden, and never someone in a block with the caller', async () => {
    const a = await arrange();
    const list = sql`SELECT id FROM app.profile_friends(${a.owner.id}::uuid, NULL, 50)`;
    expect(await as(a.stranger.id, list)).toEqual([]);
    expect(await as(null, list)).toEqual([]);
    expect(await as(a.friend.id, list)).toEqual([{ id: a.friend.id }]);
    expect(await as(a.owner.id, list)).toEqual([{ id: a.friend.id }]);
    await setPrivacy(ctx.db, a.owner.id, { friendsVisibility: 'everyone' });
    expect(await as(null, list)).toEqual([{ id: a.friend.id }]);
    await block(ctx.db, a.stranger.id, a.friend.id);
    expect(await as(a.stranger.id, list)).toEqual([]);
  });

  it('find_people: nothing for visitors; no one hidden, blocked or pending', async () => {
    const a = await arrange();
    await createProfile(ctx.db, { firstName: 'Olga', status: 'pending' });
    const find = sql`SELECT id FROM app.find_people('olga', NULL, NULL, 20)`;
    expect(await as(null, find)).toEqual([]);
    expect(await as(a.friend.id, find)).toEqual([{ id: a.owner.id }]);
    expect(await as(a.blocked.id, find)).toEqual([]);
    expect(await as(a.owner.id, find)).toEqual([]);
    await setPrivacy(ctx.db, a.owner.id, { findable: false });
    expect(await as(a.friend.id, find)).toEqual([]);
    // The settings stay unreadable to anyone but their owner.
    expect(
      await as(a.friend.id, sql`SELECT findable FROM profile_private WHERE profile_id = ${a.owner.id}`),
    ).toEqual([]);
  });
});
