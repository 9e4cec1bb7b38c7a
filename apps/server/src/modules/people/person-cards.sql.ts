import type { Statement } from '../../db/read-as.ts';

/**
 * People as social lists show them (PersonCard), read as the caller: a page of ids comes from a
 * definer function that applies blocks and privacy (migration 0032), and each person is read back
 * with the friends they have in common with the caller and how the caller stands with them, in the
 * same statement (app.relationship_with answers nothing for a visitor or oneself).
 */

export interface PersonRow {
  id: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_path: string | null;
  city: string | null;
}

export interface PersonCardRow extends PersonRow {
  mutual_friends: number;
  /** Null when there is no relationship to tell (a visitor, oneself). */
  friendship: string | null;
  following: boolean | null;
  follows_you: boolean | null;
  blocked: boolean | null;
  can_request: boolean | null;
}

/** A person card's columns, `p` being the profile. */
export const PERSON_CARD_COLUMNS = `p.id, p.username, p.first_name, p.last_name, p.avatar_path, p.city,
  app.common_friend_count(p.id) AS mutual_friends, r.friendship, r.following, r.follows_you, r.blocked,
  r.can_request`;

const RELATIONSHIP = 'LEFT JOIN LATERAL app.relationship_with(p.id) r ON true';

export interface PeopleSearchRow extends PersonCardRow {
  rank: number;
}

/** GET /people: $1 term, $2/$3 keyset (rank, person id) or nulls, $4 rows. */
export const PEOPLE_SEARCH: Statement = {
  name: 'people_search',
  text: `SELECT ${PERSON_CARD_COLUMNS}, s.rank
    FROM app.find_people($1::text, $2::integer, $3::uuid, $4::integer) s
    JOIN profiles p ON p.id = s.id
    ${RELATIONSHIP}
    ORDER BY s.rank DESC, s.sort_name COLLATE "C", s.id`,
};

export interface ProfileFriendRow extends PersonCardRow {
  mutual: boolean;
}

/** GET /profiles/{username}/friends: $1 owner, $2 the friend the page follows or null, $3 rows. */
export const PROFILE_FRIENDS: Statement = {
  name: 'profile_friends',
  text: `SELECT ${PERSON_CARD_COLUMNS}, s.mutual
    FROM app.profile_friends($1::uuid, $2::uuid, $3::integer) s
    JOIN profiles p ON p.id = s.id
    ${RELATIONSHIP}
    ORDER BY NOT s.mutual, s.sort_name COLLATE "C", s.id`,
};
