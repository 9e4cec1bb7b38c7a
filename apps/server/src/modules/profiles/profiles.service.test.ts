import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { getPublicProfile } from './profiles.service.ts';

describeEachBackend('getPublicProfile', (ctx) => {
  it('finds an active profile by username in any letter case, for visitors and users', async () => {
    const maria = await createProfile(ctx.db, { username: 'maria.lima', bio: 'Samba aos sábados.' });
    const viewer = await createProfile(ctx.db);
    const expected = {
      id: maria.id,
      username: 'maria.lima',
      firstName: 'Ana',
      lastName: 'Souza',
      bio: 'Samba aos sábados.',
      avatarPath: null,
      createdAt: maria.createdAt.toISOString(),
    };
    expect(await getPublicProfile(ctx.db, null, 'Maria.Lima')).toEqual(expected);
    expect(await getPublicProfile(ctx.db, viewer.id, 'MARIA.LIMA')).toEqual(expected);
  });

  it('shows no pending profile, not even to its owner, and no unknown or impossible name', async () => {
    const pending = await createProfile(ctx.db, { username: 'ainda.nao', status: 'pending' });
    expect(await getPublicProfile(ctx.db, null, 'ainda.nao')).toBeNull();
    expect(await getPublicProfile(ctx.db, pending.id, 'ainda.nao')).toBeNull();
    expect(await getPublicProfile(ctx.db, null, 'ninguem')).toBeNull();
    expect(await getPublicProfile(ctx.db, null, 'x'.repeat(200))).toBeNull();
    expect(await getPublicProfile(ctx.db, null, '%')).toBeNull();
  });
});
