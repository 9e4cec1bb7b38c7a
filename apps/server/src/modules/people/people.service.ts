import type { PeopleSearchQuery, PersonPage } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { toPersonCards } from '../social/person-cards.ts';
import { personCursorOf, personPage } from './people.cursor.ts';
import { PEOPLE_SEARCH, type PeopleSearchRow } from './people.sql.ts';

/**
 * GET /people?q: findable people whose name or username holds the term (accents and case ignored),
 * never the caller, never someone in a block with them; best match first. No term, no one.
 */
export async function searchPeople(
  db: Database,
  caller: Caller,
  query: PeopleSearchQuery,
): Promise<PersonPage> {
  const after = personCursorOf(query.cursor);
  const term = query.q;
  if (!term) return { items: [], nextCursor: null, total: null };
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<PeopleSearchRow>(PEOPLE_SEARCH, [
      term,
      after?.rank ?? null,
      after?.id ?? null,
      query.limit + 1,
    ]);
    const { shown, nextCursor } = personPage(rows, query.limit, (row) => ({
      rank: row.rank,
      id: row.user_id,
    }));
    return { items: await toPersonCards(run, shown), nextCursor, total: null };
  });
}
