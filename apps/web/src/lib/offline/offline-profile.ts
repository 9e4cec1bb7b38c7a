import type { MeResponse } from '@eventos/domain';
import { offlineDb } from './offline-db.ts';

/**
 * The offline profile (spec §3): the last GET /api/v1/me answer of the person signed in on this
 * browser, so guarded pages open without a connection. One person at a time: saving a profile
 * forgets any other.
 */

/** Keeps `me` as the browser's offline profile (replacing another person's). */
export async function saveOfflineProfile(me: MeResponse): Promise<void> {
  const db = await offlineDb();
  await db.transaction('rw', db.profile, async () => {
    await db.profile.where('id').notEqual(me.profile.id).delete();
    await db.profile.put({ id: me.profile.id, me, savedAt: new Date().toISOString() });
  });
}

function looksLikeMe(value: unknown, id: string): value is MeResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<MeResponse>;
  return (
    typeof v.profile === 'object' &&
    v.profile !== null &&
    v.profile.id === id &&
    Array.isArray(v.pendingConsents) &&
    Array.isArray(v.providers)
  );
}

/** The saved profile, or null (none, damaged, or the store unavailable). */
export async function readOfflineProfile(): Promise<MeResponse | null> {
  try {
    const rows = await (await offlineDb()).profile.toArray();
    const row = rows.sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0];
    return row && looksLikeMe(row.me, row.id) ? row.me : null;
  } catch {
    return null;
  }
}

/** Forgets the offline profile. */
export async function clearOfflineProfile(): Promise<void> {
  await (await offlineDb()).profile.clear();
}

/**
 * Sign-out (spec §4): the offline profile, and the person's saved events and queued actions, leave
 * this browser, so a ticket or an action never stays for the next person.
 */
export async function clearOfflineUser(userId: string): Promise<void> {
  const db = await offlineDb();
  await db.transaction('rw', [db.profile, db.savedEvents, db.syncQueue], async () => {
    await db.profile.clear();
    await db.savedEvents.where('userId').equals(userId).delete();
    await db.syncQueue.where('userId').equals(userId).delete();
  });
}
