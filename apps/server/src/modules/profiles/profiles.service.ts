import { ACCOUNT_LIMITS, type PublicProfile } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import { toPublicProfile } from './profiles.presenter.ts';
import { findActiveByUsername } from './profiles.repository.ts';

/** The public profile of an active user, or null (unknown, pending, or a name no one can hold). */
export async function getPublicProfile(
  db: Database,
  userId: string | null,
  username: string,
): Promise<PublicProfile | null> {
  const name = username.trim();
  if (!name || name.length > ACCOUNT_LIMITS.username.max) return null;
  const row = await withUser(db, userId, (tx) => findActiveByUsername(tx, name));
  return row ? toPublicProfile(row) : null;
}
