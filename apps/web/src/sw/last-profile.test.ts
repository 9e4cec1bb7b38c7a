import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeOfflineDbForTests, offlineDb } from '../lib/offline/offline-db.ts';
import { lastProfileId } from './last-profile.ts';

afterEach(async () => {
  const db = await offlineDb();
  await db.profile.clear();
  await closeOfflineDbForTests();
});

describe('lastProfileId', () => {
  it('is undefined when nobody signed in on this device', async () => {
    await expect(lastProfileId()).resolves.toBeUndefined();
  });

  it('is the id of the offline profile', async () => {
    const db = await offlineDb();
    await db.profile.put({ id: 'u-1', me: {} as never, savedAt: new Date().toISOString() });
    await expect(lastProfileId()).resolves.toBe('u-1');
  });
});
