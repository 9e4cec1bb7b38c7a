import { FRIEND_SUGGESTIONS_MAX, type FriendSuggestionsResponse } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { toPersonCards } from './person-cards.ts';
import { SUGGESTIONS, type SuggestionRow } from './relations.sql.ts';

/**
 * GET /me/friend-suggestions: friends of friends by how many friends they share, then people going
 * to the same upcoming events (app.friend_suggestions decides who may be suggested).
 */
export async function listFriendSuggestions(
  db: Database,
  caller: Caller,
): Promise<FriendSuggestionsResponse> {
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<SuggestionRow>(SUGGESTIONS, [FRIEND_SUGGESTIONS_MAX]);
    const cards = await toPersonCards(run, rows);
    return {
      items: cards.map((card, i) => {
        const row = rows[i] as SuggestionRow;
        return {
          ...card,
          reason: row.via_friends > 0 ? ('friends_of_friends' as const) : ('same_events' as const),
          sharedEvents: row.shared_events,
        };
      }),
    };
  });
}
