import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@eventos/domain';
import { type Database, type Tx, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { ensureOwnProfile } from '../me/me.service.ts';
import { listOwnPreferences, upsertOwnPreferences } from './notification-preferences.repository.ts';

/** Every kind, in the order of NOTIFICATION_KINDS, with the default where no choice was made. */
async function readPreferences(tx: Tx, userId: string): Promise<NotificationPreferences> {
  const chosen = new Map((await listOwnPreferences(tx, userId)).map((r) => [r.kind, r]));
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => {
      const row = chosen.get(kind);
      return {
        kind,
        push: row?.push ?? DEFAULT_NOTIFICATION_PREFERENCE.push,
        email: row?.email ?? DEFAULT_NOTIFICATION_PREFERENCE.email,
      };
    }),
  };
}

export function getNotificationPreferences(db: Database, caller: Caller): Promise<NotificationPreferences> {
  return withUser(db, caller.userId, (tx) => readPreferences(tx, caller.userId));
}

/** Saves the kinds given (the last one wins when a kind repeats) and answers every kind. */
export function putNotificationPreferences(
  db: Database,
  caller: Caller,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  return withUser(db, caller.userId, async (tx) => {
    // Preferences belong to a profile: a new account gets its profile row first.
    await ensureOwnProfile(tx, caller);
    const byKind = new Map(input.preferences.map((p) => [p.kind, p]));
    await upsertOwnPreferences(tx, caller.userId, [...byKind.values()]);
    return readPreferences(tx, caller.userId);
  });
}
