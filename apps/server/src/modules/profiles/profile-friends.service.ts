import type { PersonPage, SocialPageQuery } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import { HttpProblem } from '../../http/problem.ts';
import { personCursorOf, personPage } from '../people/people.cursor.ts';
import { PROFILE_FRIENDS, type ProfileFriendRow } from '../people/people.sql.ts';
import { toPersonCards } from '../social/person-cards.ts';
import { profileNotFound, usernameOf } from './profile-access.ts';
import { PROFILE_FRIENDS_TARGET, type ProfileFriendsTargetRow } from './profiles.sql.ts';

/**
 * GET /profiles/{username}/friends: their friends when their friends_visibility lets the caller see
 * them (else 403 social.friends.hidden), never someone in a block with the caller; the caller's own
 * friends first ("em comum"), then by name; with how many there are.
 */
export async function listProfileFriends(
  db: Database,
  userId: string | null,
  username: string,
  query: SocialPageQuery,
): Promise<PersonPage> {
  const after = personCursorOf(query.cursor);
  const name = usernameOf(username);
  return readAs(db, userId, async (run) => {
    const [target] = await run<ProfileFriendsTargetRow>(PROFILE_FRIENDS_TARGET, [name]);
    if (!target) throw profileNotFound();
    if (target.friends === null) throw new HttpProblem(403, 'social.friends.hidden');
    const rows = await run<ProfileFriendRow>(PROFILE_FRIENDS, [
      target.id,
      after?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = personPage(rows, query.limit, (row) => ({
      rank: row.mutual ? 1 : 0,
      id: row.user_id,
    }));
    return { items: await toPersonCards(run, shown), nextCursor, total: target.friends };
  });
}
