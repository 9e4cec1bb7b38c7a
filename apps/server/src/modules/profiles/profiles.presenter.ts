import type { PublicProfile } from '@eventos/domain';
import type { PublicProfileRow } from './profiles.repository.ts';

/** What anyone may see of a profile: never its e-mail, birth date, role or status. */
export function toPublicProfile(row: PublicProfileRow): PublicProfile {
  return {
    id: row.id,
    username: row.username ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    avatarPath: row.avatarPath,
    createdAt: row.createdAt.toISOString(),
  };
}
