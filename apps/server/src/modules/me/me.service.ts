import type { MeResponse, ProfileUpdate } from '@eventos/domain';
import { type Database, type Tx, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { notifyWelcome } from '../notifications/welcome.ts';
import { toMeResponse } from './me.presenter.ts';
import {
  activateOwnProfile,
  findOwnProfile,
  insertOwnConsent,
  insertOwnProfile,
  listOwnConsents,
  listOwnProviders,
  type NewConsent,
  type OwnProfileRow,
  updateOwnBirthDate,
  updateOwnProfile,
} from './me.repository.ts';
import { isUsernameTaken } from './username-conflict.ts';

/**
 * The caller's profile, created on first use (spec §4 Profile load: status pending, role user, the
 * current language) together with its private row. Idempotent under concurrent first requests.
 */
export async function ensureOwnProfile(tx: Tx, { userId, language }: Caller): Promise<OwnProfileRow> {
  const found = await findOwnProfile(tx, userId);
  if (found?.email != null) return found;
  await insertOwnProfile(tx, userId, language);
  const created = await findOwnProfile(tx, userId);
  if (!created) throw new Error('profile could not be created');
  return created;
}

/** Everything GET /api/v1/me answers, read in the caller's transaction. */
export async function readMe(tx: Tx, caller: Caller): Promise<MeResponse> {
  const row = await ensureOwnProfile(tx, caller);
  const consents = await listOwnConsents(tx, caller.userId);
  const providers = await listOwnProviders(tx, caller.userId);
  return toMeResponse(row, consents, providers);
}

export function getMe(db: Database, caller: Caller): Promise<MeResponse> {
  return withUser(db, caller.userId, (tx) => readMe(tx, caller));
}

export type UpdateMeResult = { ok: true; me: MeResponse } | { ok: false; reason: 'username_taken' };

/**
 * Applies a profile update (birth date to the private row; a blank bio or city clears it), then lets the database activate the
 * profile once first name, last name, username and birth date are all there.
 */
export async function updateMe(db: Database, caller: Caller, update: ProfileUpdate): Promise<UpdateMeResult> {
  const { birthDate, bio, city, ...columns } = update;
  try {
    const me = await withUser(db, caller.userId, async (tx) => {
      const before = await ensureOwnProfile(tx, caller);
      const changes = {
        ...columns,
        ...(bio !== undefined ? { bio: bio || null } : {}),
        ...(city !== undefined ? { city: city || null } : {}),
      };
      if (Object.keys(changes).length > 0) await updateOwnProfile(tx, caller.userId, changes);
      if (birthDate !== undefined) await updateOwnBirthDate(tx, caller.userId, birthDate);
      const active = await activateOwnProfile(tx);
      if (before.status === 'pending' && active) await notifyWelcome(tx, caller.userId);
      return readMe(tx, caller);
    });
    return { ok: true, me };
  } catch (err) {
    if (isUsernameTaken(err)) return { ok: false, reason: 'username_taken' };
    throw err;
  }
}

/** Records that the caller accepted a document version (spec §4 Consent) and answers the new state. */
export function recordConsent(db: Database, caller: Caller, consent: NewConsent): Promise<MeResponse> {
  return withUser(db, caller.userId, async (tx) => {
    await ensureOwnProfile(tx, caller);
    await insertOwnConsent(tx, caller.userId, consent);
    return readMe(tx, caller);
  });
}
