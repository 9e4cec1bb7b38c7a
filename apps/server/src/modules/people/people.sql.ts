import type { Statement } from '../../db/read-as.ts';
import { SOCIAL_PERSON_COLUMNS, type SocialPersonRow } from '../social/person-cards.ts';

/**
 * People lists read as the caller: a page of ids comes from a definer function that applies blocks
 * and privacy (migration 0032), each person read back with the columns every social list shows;
 * the caller's relation to the page comes after, in one statement (social/person-cards.ts).
 */

export interface PeopleSearchRow extends SocialPersonRow {
  rank: number;
}

/** GET /people: $1 term, $2/$3 keyset (rank, person id) or nulls, $4 rows. */
export const PEOPLE_SEARCH: Statement = {
  name: 'people_search',
  text: `SELECT ${SOCIAL_PERSON_COLUMNS}, s.rank
    FROM app.find_people($1::text, $2::integer, $3::uuid, $4::integer) s
    JOIN profiles p ON p.id = s.id
    ORDER BY s.rank DESC, s.sort_name COLLATE "C", s.id`,
};

export interface ProfileFriendRow extends SocialPersonRow {
  mutual: boolean;
}

/** GET /profiles/{username}/friends: $1 owner, $2 the friend the page follows or null, $3 rows. */
export const PROFILE_FRIENDS: Statement = {
  name: 'profile_friends',
  text: `SELECT ${SOCIAL_PERSON_COLUMNS}, s.mutual
    FROM app.profile_friends($1::uuid, $2::uuid, $3::integer) s
    JOIN profiles p ON p.id = s.id
    ORDER BY NOT s.mutual, s.sort_name COLLATE "C", s.id`,
};
