import type { Statement } from '../../db/read-as.ts';
import { CARD_COLUMNS } from '../events/event-cards.sql.ts';

/**
 * Every event the caller organises, whatever its state, newest start first: $1/$2 keyset cursor
 * (start, id) or nulls, $3 rows.
 */
export const ORGANIZING_ALL: Statement = {
  name: 'organizing_bulk_all',
  text: `SELECT ${CARD_COLUMNS}, e.capacity FROM events_with_details e
    WHERE e.organizer_id = app.current_user_id()
      AND ($1::timestamptz IS NULL OR (e.start_datetime, e.id) < ($1::timestamptz, $2::uuid))
    ORDER BY e.start_datetime DESC, e.id DESC LIMIT $3`,
};

/** The cards of the given events, as the caller may see them: $1 uuid[]. */
export const CARDS_BY_ID: Statement = {
  name: 'organizing_bulk_cards',
  text: `SELECT ${CARD_COLUMNS} FROM events_with_details e WHERE e.id = ANY($1::uuid[])`,
};
