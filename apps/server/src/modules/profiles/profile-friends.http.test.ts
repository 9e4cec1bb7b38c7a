import { type PersonPage, type Problem, personPageSchema } from '@eventos/domain';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import { befriend, block, setPrivacy } from './testing/social-arrange.ts';

type Body = PersonPage & Problem;

/**
 * GET /api/v1/profiles/{username}/friends: the friends list as its owner's friends_visibility allows,
 * the caller's own friends first, then by name; never someone in a block with the caller.
 */
describeEachBackend('GET /api/v1/profiles/{username}/friends', (ctx) => {
  const get = (username: string, who?: SignedInUser, query = '') =>
    api(ctx.app)<Body>(`/api/v1/profiles/${username}/friends${query}`, {}, who);
  const names = (body: PersonPage) => body.items.map((item) => item.name);

  async function arrange() {
    const owner = await signUpAndSignIn(ctx.app, ctx.db, { username: 'centro' });
    const viewer = await signUpAndSignIn(ctx.app, ctx.db, { username: 'visitante' });
    const people: Record<string, string> = {};
    for (const first of ['Zeca', 'Ana', 'Érica', 'Bruno', 'Carla']) {
      const row = await createProfile(ctx.db, { firstName: first, lastName: 'Dias', city: 'Natal' });
      people[first] = row.id;
      await befriend(ctx.db, owner.userId, row.id);
    }
    const pending = await createProfile(ctx.db, { firstName: 'Pedro', status: 'pending' });
    await befriend(ctx.db, owner.userId, pending.id);
    const asked = await createProfile(ctx.db, { firstName: 'Quem', lastName: 'Pediu' });
    await befriend(ctx.db, owner.userId, asked.id, 'pending');
    // The viewer is friends with Zeca and Carla; Zeca and Bruno are friends too.
    await befriend(ctx.db, viewer.userId, people.Zeca as string);
    await befriend(ctx.db, viewer.userId, people.Carla as string);
    await befriend(ctx.db, people.Zeca as string, people.Bruno as string);
    return { owner, viewer, people };
  }

  it('lists friends in common first, then by name (accents folded), with mutual counts and relations', async () => {
    const { owner, viewer, people } = await arrange();
    await setPrivacy(ctx.db, owner.userId, { friendsVisibility: 'everyone' });
    const { res, body } = await get('centro', viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = personPageSchema.parse(body);
    expect(names(page)).toEqual(['Carla Dias', 'Zeca Dias', 'Ana Dias', 'Bruno Dias', 'Érica Dias']);
    expect(page.total).toBe(5);
    expect(page.nextCursor).toBeNull();
    const bruno = page.items.find((p) => p.id === people.Bruno);
    // Bruno and the viewer share Zeca.
    expect(bruno).toMatchObject({ city: 'Natal', mutualFriends: 1 });
    expect(bruno?.relationship).toEqual({
      friendship: 'none',
      following: false,
      followsYou: false,
      blocked: false,
      canRequest: true,
    });
    expect(page.items[0]?.relationship?.friendship).toBe('friends');
    // Visitors: by name only, no relation.
    const forVisitor = personPageSchema.parse((await get('centro')).body);
    expect(names(forVisitor)).toEqual(['Ana Dias', 'Bruno Dias', 'Carla Dias', 'Érica Dias', 'Zeca Dias']);
    expect(forVisitor.items.every((p) => p.relationship === null && p.mutualFriends === 0)).toBe(true);
  });

  it('pages with a keyset cursor across the friends in common and the others', async () => {
    const { owner, viewer } = await arrange();
    await setPrivacy(ctx.db, owner.userId, { friendsVisibility: 'everyone' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: Body = (await get('centro', viewer, query)).body;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...names(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Carla Dias', 'Zeca Dias', 'Ana Dias', 'Bruno Dias', 'Érica Dias']);
  });

  it('follows each friends setting: everyone, friends, only me (403 social.friends.hidden)', async () => {
    const { owner, viewer, people } = await arrange();
    const friend = await signUpAndSignIn(ctx.app, ctx.db);
    await befriend(ctx.db, owner.userId, friend.userId);
    const status = async (who?: SignedInUser) => (await get('centro', who)).res.status;

    await setPrivacy(ctx.db, owner.userId, { friendsVisibility: 'everyone' });
    expect([await status(), await status(viewer), await status(friend), await status(owner)]).toEqual([
      200, 200, 200, 200,
    ]);
    await setPrivacy(ctx.db, owner.userId, { friendsVisibility: 'friends' });
    expect([await status(), await status(viewer), await status(friend), await status(owner)]).toEqual([
      403, 403, 200, 200,
    ]);
    const hidden = await get('centro', viewer);
    expect(hidden.body).toMatchObject({
      code: 'social.friends.hidden',
      detail: 'A lista de amigos desta pessoa é privada.',
    });
    await setPrivacy(ctx.db, owner.userId, { friendsVisibility: 'only_me' });
    expect([await status(), await status(viewer), await status(friend), await status(owner)]).toEqual([
      403, 403, 403, 200,
    ]);
    // The count on the profile follows the same setting.
    const profile = await api(ctx.app)<{ counts: { friends: number | null } }>(
      '/api/v1/profiles/centro',
      {},
      friend,
    );
    expect(profile.body.counts.friends).toBeNull();
    expect(people.Ana).toBeDefined();
  });

  it('leaves out anyone in a block with the caller, and answers 404 across a block with the owner', async () => {
    const { owner, viewer, people } = await arrange();
    await setPrivacy(ctx.db, owner.userId, { friendsVisibility: 'everyone' });
    await block(ctx.db, viewer.userId, people.Ana as string);
    await block(ctx.db, people.Bruno as string, viewer.userId);
    const page = (await get('centro', viewer)).body;
    expect(names(page)).toEqual(['Carla Dias', 'Zeca Dias', 'Érica Dias']);
    expect(page.total).toBe(3);
    // Others still see all five.
    expect((await get('centro')).body.total).toBe(5);
    await block(ctx.db, owner.userId, viewer.userId);
    expect((await get('centro', viewer)).body.code).toBe('profile.not_found');
  });

  it('refuses a bad cursor or limit with 400', async () => {
    await signUpAndSignIn(ctx.app, ctx.db, { username: 'alguem' });
    for (const query of ['?cursor=%%%', '?cursor=WzEsIng', '?limit=0', '?limit=abc']) {
      const { res, body } = await get('alguem', undefined, query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(body.code).toMatch(/request.invalid|validation.cursor.invalid/);
    }
  });
});
