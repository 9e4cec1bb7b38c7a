import type { PersonCard, Relationship, SocialPerson } from '@eventos/domain';
import type { RunStatement, Statement } from '../../db/read-as.ts';
import { uploadUrl } from '../groups/groups.presenter.ts';

/**
 * People as social lists show them (socialPersonSchema, personCardSchema): the columns every list
 * reads from `profiles p`, and the caller's relation to a whole page of them in one statement
 * (app.person_relations, migration 0031: mutual friends and app.relationship_with for each).
 */

export const SOCIAL_PERSON_COLUMNS =
  'p.id AS user_id, p.first_name, p.last_name, p.username, p.avatar_path, p.city';

export interface SocialPersonRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  city: string | null;
}

/** A person by their first and last name, else their username. */
export function toSocialPerson(row: SocialPersonRow): SocialPerson {
  const name = [row.first_name, row.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    id: row.user_id,
    username: row.username,
    name: name || row.username || '',
    avatarUrl: uploadUrl(row.avatar_path),
    city: row.city,
  };
}

interface PersonRelationRow {
  person: string;
  mutual_friends: number;
  friendship: Relationship['friendship'];
  following: boolean;
  follows_you: boolean;
  blocked: boolean;
  can_request: boolean;
}

/** $1 the people of a page. */
const PERSON_RELATIONS: Statement = {
  name: 'social_person_relations',
  text: `SELECT person, mutual_friends, friendship, following, follows_you, blocked, can_request
    FROM app.person_relations($1::uuid[])`,
};

/** Cards of a page of people read by the caller, in the order given (one statement for the page). */
export async function toPersonCards(run: RunStatement, rows: SocialPersonRow[]): Promise<PersonCard[]> {
  if (rows.length === 0) return [];
  const relations = await run<PersonRelationRow>(PERSON_RELATIONS, [rows.map((r) => r.user_id)]);
  const byPerson = new Map(relations.map((r) => [r.person, r]));
  return rows.map((row) => {
    const relation = byPerson.get(row.user_id);
    return {
      ...toSocialPerson(row),
      mutualFriends: relation?.mutual_friends ?? 0,
      relationship: relation
        ? {
            friendship: relation.friendship,
            following: relation.following,
            followsYou: relation.follows_you,
            blocked: relation.blocked,
            canRequest: relation.can_request,
          }
        : null,
    };
  });
}
