import {
  type GroupDetail,
  type GroupInput,
  type GroupListQuery,
  type GroupListResponse,
  groupSlugBase,
} from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import { isPgError, PG_ERROR } from '../../db/pg-error.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { sanitizeDescription } from '../events/event-description.ts';
import { assertActiveProfile } from '../me/active-profile.ts';
import { attemptGroup, groupNotFound, requireGroupManager } from './group-access.ts';
import { groupCursorOf, keysetPage } from './groups.cursor.ts';
import { readGroupDetail, toGroupCards } from './groups.reads.ts';
import { type GroupValues, insertGroup, nextFreeGroupSlug, updateGroupRow } from './groups.repository.ts';
import { GROUP_LIST, type GroupListRow } from './groups.sql.ts';

/** How many times a creation retries when another one took the same slug in between. */
const SLUG_ATTEMPTS = 5;

/**
 * GET /groups: the groups the caller may see (public ones, and private ones they belong to), newest
 * first; with `q`, names like it (accents ignored, a word or a typo away) best match first.
 */
export async function listGroups(
  db: Database,
  userId: string | null,
  query: GroupListQuery,
): Promise<GroupListResponse> {
  const after = groupCursorOf(query.cursor);
  return readAs(db, userId, async (run) => {
    const rows = await run<GroupListRow>(GROUP_LIST, [
      query.q ?? null,
      query.category ?? null,
      query.city ?? null,
      after?.rank ?? null,
      after?.at ?? null,
      after?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = keysetPage(rows, query.limit, (row) => ({
      rank: row.rank,
      at: row.key_at,
      id: row.id,
    }));
    return { items: await toGroupCards(run, shown), nextCursor };
  });
}

/** The columns the form writes: the description sanitised like an event's. */
function toValues(input: GroupInput): GroupValues {
  return {
    name: input.name,
    description: sanitizeDescription(input.description),
    category: input.category,
    city: input.city,
    visibility: input.visibility,
  };
}

/**
 * POST /groups: a group with the caller as its owner (complete profile needed, like organising
 * events). The slug is the first free one of the name; when a concurrent creation takes it first,
 * the unique index stops this one (inside a savepoint) and the next free slug is tried.
 */
export async function createGroup(db: Database, caller: Caller, input: GroupInput): Promise<GroupDetail> {
  const values = toValues(input);
  const base = groupSlugBase(input.name);
  const id = await withUser(db, caller.userId, async (tx) => {
    await assertActiveProfile(tx, caller.userId);
    for (let attempt = 1; ; attempt++) {
      const slug = await nextFreeGroupSlug(tx, base);
      try {
        return await tx.transaction((sp) => attemptGroup(() => insertGroup(sp, slug, values)));
      } catch (err) {
        if (attempt < SLUG_ATTEMPTS && isPgError(err, PG_ERROR.uniqueViolation, 'groups_slug_key')) continue;
        throw err;
      }
    }
  });
  return readGroupDetail(db, caller.userId, id);
}

/** PUT /groups/{id}: the owner or an organiser replaces the group's profile; the slug stays, so links keep working. */
export async function updateGroup(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  input: GroupInput,
): Promise<GroupDetail> {
  const id = await withUser(db, caller.userId, async (tx) => {
    const { group } = await requireGroupManager(tx, idOrSlug);
    if (!(await updateGroupRow(tx, group.id, toValues(input)))) throw groupNotFound();
    return group.id;
  });
  return readGroupDetail(db, caller.userId, id);
}
