import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';
import { BENCH_ORGANIZERS, seedLargeEvents } from '../../../../apps/server/src/db/seed/seed-large.ts';
import { personId, seedPeople } from '../notifications/seed-people.ts';

export interface TimelineSeed {
  /** Events of the large seed (BENCH_TIMELINE_EVENTS). */
  events: number;
  /** Attendance rows over them (BENCH_TIMELINE_ATTENDANCES). */
  attendances: number;
  /** Friends of the reader (BENCH_TIMELINE_FRIENDS): every organiser of the large seed, then people. */
  friends: number;
  /** Groups, each with events and members (BENCH_TIMELINE_GROUPS); the reader follows a tenth. */
  groups: number;
}

export interface SeededTimeline {
  readerId: string;
  /** Rows by source, as seeded. */
  counts: Record<string, number>;
}

/** Seats each person holds: the attendances are spread over people this many at a time. */
const SEATS_PER_PERSON = 100;
/** A multiplier prime to every event count used, so one person's seats are at different events. */
const EVENT_STRIDE = 104_729;

type Run = (query: ReturnType<typeof sql>) => Promise<unknown>;

async function count(handle: DatabaseHandle, table: string): Promise<number> {
  const result = (await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/**
 * A reader with `friends` friends (the large seed's organisers first: they publish thousands of
 * events each) over `events` events and `attendances` seats: people bench-person-2… hold 100 seats
 * each, taken at times over the last two years (a few a week), a third showing them to everyone,
 * the rest to friends; every tenth group is followed by the reader; people join groups over the
 * year. Set-based through the owner connection, the attendance trigger off while seats go in; then
 * VACUUM ANALYZE, as autovacuum leaves a live database.
 */
export async function seedTimeline(handle: DatabaseHandle, seed: TimelineSeed): Promise<SeededTimeline> {
  const run: Run = (query) => handle.db.execute(query);
  await seedLargeEvents(handle, seed.events);
  const people = Math.ceil(seed.attendances / SEATS_PER_PERSON) + 1;
  await seedPeople(handle, Math.max(people, seed.friends + 1));
  const reader = await personId(handle, 1);
  const personFriends = Math.max(0, seed.friends - BENCH_ORGANIZERS);
  await run(sql`
    INSERT INTO friendships (user_a, user_b, requester_id, status, created_at, accepted_at)
    SELECT least(${reader}::uuid, f), greatest(${reader}::uuid, f), ${reader}::uuid, 'accepted', now(), now()
    FROM (
      SELECT md5('bench-profile-' || k)::uuid AS f FROM generate_series(0, ${Math.min(seed.friends, BENCH_ORGANIZERS) - 1}) AS k
      UNION ALL
      SELECT md5('bench-person-' || n)::uuid FROM generate_series(2, ${personFriends + 1}) AS n
    ) friends
    ON CONFLICT DO NOTHING`);
  await run(sql`
    INSERT INTO profile_private (profile_id, email, attendance_visibility)
    SELECT md5('bench-person-' || n)::uuid, 'bench-person-' || n || '@example.test',
      CASE WHEN n % 3 = 0 THEN 'everyone' ELSE 'friends' END
    FROM generate_series(1, ${people}) AS n
    ON CONFLICT (profile_id) DO UPDATE SET attendance_visibility = excluded.attendance_visibility`);

  await run(sql`ALTER TABLE event_attendances DISABLE TRIGGER event_attendances_changed_notify`);
  try {
    const batch = 5_000;
    for (let first = 2; first <= people; first += batch) {
      const last = Math.min(people, first + batch - 1);
      await run(sql`
        INSERT INTO event_attendances (event_id, user_id, status, ticket_code, created_at, checked_in_at)
        SELECT md5('bench-event-' || (1 + (n::bigint * 7919 + k::bigint * ${EVENT_STRIDE}) % ${seed.events}))::uuid,
          md5('bench-person-' || n)::uuid,
          CASE WHEN k % 10 = 0 THEN 'checked_in' ELSE 'going' END,
          translate(upper(substr(md5(n || ':' || k), 1, 10)), '01', 'GH'),
          now() - ((n * 31 + k * 7919) % 730) * interval '1 day' - (k % 24) * interval '1 hour',
          CASE WHEN k % 10 = 0 THEN now() END
        FROM generate_series(${first}::int, ${last}::int) AS n
        CROSS JOIN generate_series(1, ${SEATS_PER_PERSON}) AS k
        WHERE (n - 2) * ${SEATS_PER_PERSON} + k <= ${seed.attendances}
        ON CONFLICT DO NOTHING`);
    }
  } finally {
    await run(sql`ALTER TABLE event_attendances ENABLE TRIGGER event_attendances_changed_notify`);
  }

  await run(sql`
    INSERT INTO groups (slug, name, category, city, visibility, created_at)
    SELECT 'bench-timeline-grupo-' || g, 'Grupo ' || g, 'social_gatherings', 'Recife',
      CASE WHEN g % 10 = 5 THEN 'private' ELSE 'public' END, now() - interval '2 years'
    FROM generate_series(1, ${seed.groups}) AS g
    ON CONFLICT DO NOTHING`);
  // Each person joins two groups over the year; the reader follows every tenth group.
  await run(sql`
    INSERT INTO group_members (group_id, user_id, role, created_at)
    SELECT g.id, md5('bench-person-' || n)::uuid, 'member', now() - ((n * 13 + j * 101) % 365) * interval '1 day'
    FROM generate_series(2, ${people}) AS n
    CROSS JOIN generate_series(0, 1) AS j
    JOIN groups g ON g.slug = 'bench-timeline-grupo-' || (1 + (n * 7 + j * 3) % ${seed.groups})
    ON CONFLICT DO NOTHING`);
  await run(sql`
    INSERT INTO group_followers (group_id, user_id)
    SELECT g.id, ${reader}::uuid FROM groups g
    WHERE g.slug ~ '^bench-timeline-grupo-[0-9]+0$'
    ON CONFLICT DO NOTHING`);
  // A group event a day for each group over the last 200 days.
  await run(sql`
    INSERT INTO events (slug, name, category, visibility, organizer_id, organizer_type, group_id,
                        start_datetime, end_datetime, published_at, event_type, access_link)
    SELECT 'bench-timeline-evento-' || g.slug || '-' || d, 'Encontro ' || d, 'social_gatherings',
      g.visibility, md5('bench-person-' || (2 + d))::uuid, 'group', g.id,
      now() + (30 - d % 60) * interval '1 day', now() + (30 - d % 60) * interval '1 day' + interval '2 hours',
      now() - d * interval '1 day', 'online', 'https://meet.example.test/encontro'
    FROM groups g CROSS JOIN generate_series(1, 200) AS d
    WHERE g.slug ~ '^bench-timeline-grupo-'
    ON CONFLICT DO NOTHING`);
  for (const table of [
    'event_attendances',
    'group_members',
    'group_followers',
    'groups',
    'events',
    'friendships',
    'profile_private',
  ])
    await run(sql.raw(`VACUUM ANALYZE ${table}`));
  const counts: Record<string, number> = {};
  for (const table of ['events', 'event_attendances', 'friendships', 'group_members', 'groups'])
    counts[table] = await count(handle, table);
  return { readerId: reader, counts };
}
