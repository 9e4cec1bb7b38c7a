import {
  type AttendanceStatus,
  encodeEventCursor,
  type Invitation,
  type InvitationListQuery,
  type InvitationListResponse,
  type InvitationResult,
} from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import { readAs, type Statement } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { notify } from '../notifications/notify.ts';
import { attempt, cursorOf, ownEvent } from './attendance.service.ts';

/** A page of the invited people, the newest first: $1 event, $2/$3 cursor, $4 rows. */
const INVITATIONS: Statement = {
  name: 'attendance_invitations_page',
  text: `SELECT i.user_id, p.first_name, p.last_name, p.username, p.avatar_path, i.created_at, a.status
    FROM event_invitations i
    JOIN profiles p ON p.id = i.user_id
    LEFT JOIN event_attendances a ON a.event_id = i.event_id AND a.user_id = i.user_id
    WHERE i.event_id = $1::uuid
      AND ($2::timestamptz IS NULL OR (i.created_at, i.user_id) < ($2::timestamptz, $3::uuid))
    ORDER BY i.created_at DESC, i.user_id DESC
    LIMIT $4`,
};

const INVITATIONS_TOTAL: Statement = {
  name: 'attendance_invitations_total',
  text: 'SELECT count(*)::int AS total FROM event_invitations WHERE event_id = $1::uuid',
};

interface InvitationRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  avatar_path: string | null;
  created_at: Date;
  status: string | null;
}

/**
 * POST /events/{id}/invitations: the organiser invites people by username. Each newly invited
 * person gets event_invite; asking again invites nobody twice.
 */
export async function invite(
  db: Database,
  caller: Caller,
  id: string,
  usernames: readonly string[],
): Promise<InvitationResult> {
  const asked = [...new Set(usernames.map((u) => u.toLowerCase()))];
  return withUser(db, caller.userId, async (tx) => {
    const event = await ownEvent(tx, caller, id);
    const rows = await attempt(() =>
      queryRows<{ user_id: string; username: string; invited: boolean }>(
        tx,
        sql`SELECT user_id, username, invited FROM app.invite(${id}::uuid,
          ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(asked)}::jsonb)))`,
      ),
    );
    const found = new Map(rows.map((r) => [r.username.toLowerCase(), r]));
    const fresh = rows.filter((r) => r.invited);
    await notify(tx, {
      recipients: fresh.map((r) => r.user_id),
      type: 'event_invite',
      metadata: {
        event_id: event.id,
        event_slug: event.slug,
        event_name: event.name,
        from: caller.userId,
      },
    });
    return {
      invited: asked.filter((u) => found.get(u)?.invited === true),
      unknown: asked.filter((u) => !found.has(u)),
      alreadyInvited: asked.filter((u) => found.get(u)?.invited === false),
    };
  });
}

/** GET /events/{id}/invitations: who the organiser invited, and what they answered. */
export async function listInvitations(
  db: Database,
  caller: Caller,
  id: string,
  query: InvitationListQuery,
): Promise<InvitationListResponse> {
  await withUser(db, caller.userId, (tx) => ownEvent(tx, caller, id));
  const cursor = cursorOf(query.cursor);
  return readAs(db, caller.userId, async (run) => {
    const rows = await run<InvitationRow>(INVITATIONS, [
      id,
      cursor?.startsAt ?? null,
      cursor?.id ?? null,
      query.limit + 1,
    ]);
    const [count] = await run<{ total: number }>(INVITATIONS_TOTAL, [id]);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return {
      items: shown.map(toInvitation),
      nextCursor:
        rows.length > query.limit && last
          ? encodeEventCursor({ startsAt: new Date(last.created_at).toISOString(), id: last.user_id })
          : null,
      total: count?.total ?? 0,
    };
  });
}

function toInvitation(r: InvitationRow): Invitation {
  const name = [r.first_name, r.last_name]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    userId: r.user_id,
    name: name || r.username || '',
    username: r.username,
    avatarUrl: r.avatar_path ? `/uploads/${r.avatar_path.replace(/^\/+/, '')}` : null,
    invitedAt: new Date(r.created_at).toISOString(),
    status: (r.status as AttendanceStatus | null) ?? null,
  };
}
