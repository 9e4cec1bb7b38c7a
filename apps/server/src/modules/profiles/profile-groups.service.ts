import type { ProfileGroupsResponse, SocialPageQuery } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import { groupCursorOf, keysetPage } from '../groups/groups.cursor.ts';
import { toGroupCards } from '../groups/groups.reads.ts';
import { readProfileId } from './profile-access.ts';
import { PROFILE_GROUPS, type ProfileGroupRow } from './profiles.sql.ts';

/**
 * GET /profiles/{username}/groups: the groups they belong to that the caller may see (a public
 * group, or a private one the caller belongs to as well), most recently joined first.
 */
export async function listProfileGroups(
  db: Database,
  userId: string | null,
  username: string,
  query: SocialPageQuery,
): Promise<ProfileGroupsResponse> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, userId, async (run) => {
    const ownerId = await readProfileId(run, username);
    const rows = await run<ProfileGroupRow>(PROFILE_GROUPS, [
      ownerId,
      after?.at ?? null,
      after?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (r) => ({ rank: 0, at: r.key_at, id: r.id }));
    return { items: await toGroupCards(run, shown), nextCursor };
  });
}
