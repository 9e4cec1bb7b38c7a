import type { FriendshipState, PersonCard, Relationship, SocialPerson } from '@eventos/domain';
import { uploadUrl } from '../groups/groups.presenter.ts';
import type { PersonCardRow, PersonRow } from './person-cards.sql.ts';

/** A person by their full name, else their username. */
export function toSocialPerson(row: PersonRow): SocialPerson {
  const name = [row.first_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    id: row.id,
    username: row.username,
    name: name || row.username || '',
    avatarUrl: uploadUrl(row.avatar_path),
    city: row.city,
  };
}

/** How the caller stands with the person of a row, or null when the row carries none. */
export function toRelationship(row: PersonCardRow): Relationship | null {
  if (row.friendship === null) return null;
  return {
    friendship: row.friendship as FriendshipState,
    following: row.following === true,
    followsYou: row.follows_you === true,
    blocked: row.blocked === true,
    canRequest: row.can_request === true,
  };
}

export function toPersonCard(row: PersonCardRow): PersonCard {
  return {
    ...toSocialPerson(row),
    mutualFriends: Number(row.mutual_friends),
    relationship: toRelationship(row),
  };
}
