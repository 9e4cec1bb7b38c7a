import type { PeopleSearchQuery, PersonPage } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { personCursorOf, personPage } from './people.cursor.ts';
import { toPersonCard } from './person-card.presenter.ts';
import { PEOPLE_SEARCH, type PeopleSearchRow } from './person-cards.sql.ts';

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
  if (!query.q) return { items: [], nextCursor: null, total: null };
  const rows = await readAs(db, caller.userId, (run) =>
    run<PeopleSearchRow>(PEOPLE_SEARCH, [query.q, after?.rank ?? null, after?.id ?? null, query.limit + 1]),
  );
  const { shown, nextCursor } = personPage(rows, query.limit, (row) => ({ rank: row.rank, id: row.id }));
  return { items: shown.map(toPersonCard), nextCursor, total: null };
}
