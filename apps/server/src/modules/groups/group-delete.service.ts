import type { GroupDelete } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { notifyEventFollowers } from '../notifications/event-followers.ts';
import { attemptGroup, requireGroupOwner } from './group-access.ts';
import { assertNameConfirmed } from './group-name-confirmation.ts';

interface CancelledEventRow {
  event_id: string;
  name: string;
  slug: string;
  followers: string[];
}

/**
 * DELETE /groups/{id} {confirmName}: the owner deletes the group, confirmed by typing its name.
 * One transaction: app.delete_group_telling cancels the group's events that have not ended, turns
 * every event of the group back into its organiser's own, removes the group (members, followers,
 * invitations go with it), and answers each cancelled event with its people; each of them hears
 * that their event was cancelled (event_cancelled, like an organiser's cancel). A failure anywhere
 * rolls all of it back: the group and its events stay as they were and nobody is told anything.
 * Answers what the group was, for search engines to hear its page is gone.
 */
export async function deleteGroup(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  input: GroupDelete,
): Promise<{ slug: string; visibility: string }> {
  return withUser(db, caller.userId, async (tx) => {
    const { group } = await requireGroupOwner(tx, idOrSlug);
    assertNameConfirmed(input.confirmName, group.name);
    const cancelled = await attemptGroup(() =>
      queryRows<CancelledEventRow>(
        tx,
        sql`SELECT event_id, name, slug, followers FROM app.delete_group_telling(${group.id}::uuid)`,
      ),
    );
    for (const event of cancelled) {
      await notifyEventFollowers(
        tx,
        'event_cancelled',
        { id: event.event_id, name: event.name, slug: event.slug },
        caller.userId,
        event.followers,
      );
    }
    return { slug: group.slug, visibility: group.visibility };
  });
}
