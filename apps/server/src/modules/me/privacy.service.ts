import type { PrivacySettings, PrivacyUpdate } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { toPrivacySettings } from './me.presenter.ts';
import { findOwnProfile } from './me.repository.ts';
import { ensureOwnProfile } from './me.service.ts';
import { updateOwnPrivacy } from './privacy.repository.ts';

/**
 * PATCH /api/v1/me/privacy: changes the settings named, leaves the others as they were, and answers
 * all of them as they now are. The profile (and its private row) is created first when missing.
 */
export function updatePrivacy(db: Database, caller: Caller, update: PrivacyUpdate): Promise<PrivacySettings> {
  return withUser(db, caller.userId, async (tx) => {
    await ensureOwnProfile(tx, caller);
    await updateOwnPrivacy(tx, caller.userId, update);
    const row = await findOwnProfile(tx, caller.userId);
    return toPrivacySettings(row ?? {});
  });
}
