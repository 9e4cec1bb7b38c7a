import type { ProfileDetail } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import { profileNotFound, usernameOf } from './profile-access.ts';
import { toProfileDetail } from './profiles.presenter.ts';
import { PROFILE_DETAIL, type ProfileDetailRow } from './profiles.sql.ts';

/**
 * GET /profiles/{username}: an active profile with its counts and the caller's relation, in one
 * statement; 404 profile.not_found for an unknown or pending one, or across a block either way.
 */
export async function getProfileDetail(
  db: Database,
  userId: string | null,
  username: string,
  now = new Date(),
): Promise<ProfileDetail> {
  const name = usernameOf(username);
  const [row] = await readAs(db, userId, (run) => run<ProfileDetailRow>(PROFILE_DETAIL, [name, now]));
  if (!row) throw profileNotFound();
  return toProfileDetail(row);
}
