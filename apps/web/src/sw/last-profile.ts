import { offlineDb } from '../lib/offline/offline-db.ts';

/**
 * The id of the person whose profile the offline store holds (the one signed in last), or undefined
 * when nobody is or the store cannot be opened: then there is nothing of theirs to refresh.
 */
export async function lastProfileId(): Promise<string | undefined> {
  try {
    const db = await offlineDb();
    return (await db.profile.toCollection().first())?.id;
  } catch {
    return undefined;
  }
}
