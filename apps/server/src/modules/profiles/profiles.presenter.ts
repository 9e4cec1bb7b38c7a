import type { FriendshipState, ProfileDetail } from '@eventos/domain';
import { uploadUrl } from '../groups/groups.presenter.ts';
import type { ProfileDetailRow } from './profiles.sql.ts';

/**
 * A public profile as its owner's settings let the caller see it: never e-mail, birth date, role,
 * status or the settings themselves (only whether the profile is findable, which its page shows).
 */
export function toProfileDetail(row: ProfileDetailRow): ProfileDetail {
  const name = [row.first_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    name: name || row.username,
    bio: row.bio,
    city: row.city,
    avatarUrl: uploadUrl(row.avatar_path),
    createdAt: new Date(row.created_at).toISOString(),
    counts: {
      friends: row.friends,
      following: row.following,
      followers: row.followers,
      events: row.events,
    },
    findable: row.findable,
    isSelf: row.is_self,
    canSeeFriends: row.can_see_friends,
    canSeeAttendance: row.can_see_attendance,
    relationship:
      row.friendship === null
        ? null
        : {
            friendship: row.friendship as FriendshipState,
            following: row.rel_following === true,
            followsYou: row.follows_you === true,
            blocked: row.blocked === true,
            canRequest: row.can_request === true,
          },
  };
}
