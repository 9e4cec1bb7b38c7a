import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';
import { seedLargeEvents } from '../../../../apps/server/src/db/seed/seed-large.ts';
import { personId, seedPeople } from '../notifications/seed-people.ts';

export interface DiscussionSeed {
  /** Comments on the one event (BENCH_COMMENTS), replies included. */
  comments: number;
  /** People writing them (BENCH_COMMENTERS). */
  people: number;
  /** Other events of the large seed around it. */
  events: number;
}

export interface SeededDiscussion {
  eventId: string;
  readerId: string;
  /** A top-level comment nine tenths of the way down the newest-first order: a deep anchor. */
  deepCommentId: string;
  /** A reply in that comment's thread (the anchor a reply notification links to). */
  deepReplyId: string;
  /** The thread with the most replies. */
  busiestThreadId: string;
  counts: Record<string, number>;
}

/** Every this many top-level comments one gets a thread of replies. */
const THREAD_EVERY = 10;
/** The comment whose thread gets one reply in five: the long thread. */
const LONG_THREAD = 11;

/**
 * One public event with `comments` comments by `people` people over the last 60 days: seven in ten
 * top-level, the rest replies: one in five in one long thread, the others spread over every tenth
 * comment's thread (some answering a reply); a pinned one,
 * a few deleted and a few hidden by the organiser; written through the owner connection, then
 * VACUUM ANALYZE as autovacuum leaves a live database.
 */
export async function seedDiscussion(
  handle: DatabaseHandle,
  seed: DiscussionSeed,
): Promise<SeededDiscussion> {
  const run = (query: ReturnType<typeof sql>) =>
    handle.db.execute(query) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
  await seedLargeEvents(handle, seed.events);
  await seedPeople(handle, seed.people);
  const readerId = await personId(handle, 1);
  const [event] = (
    await run(sql`SELECT id FROM events WHERE visibility = 'public' AND published_at IS NOT NULL
                  AND start_datetime > now() ORDER BY id LIMIT 1`)
  ).rows as { id: string }[];
  if (!event) throw new Error('no public upcoming event in the seed');
  const roots = Math.ceil(seed.comments * 0.7);
  const replies = seed.comments - roots;
  const threads = Math.ceil(roots / THREAD_EVERY);
  await run(sql`
    INSERT INTO event_comments (id, event_id, author_id, body, created_at, deleted_at, hidden_at, hidden_by)
    SELECT md5('bench-comment-' || n)::uuid, ${event.id}::uuid, md5('bench-person-' || (1 + n % ${seed.people}))::uuid,
      CASE WHEN n % 97 = 0 THEN '' ELSE 'Comentário ' || n || ': alguém vai de carona saindo do centro? Levo duas pessoas.' END,
      now() - (${roots} - n) * interval '8 minutes',
      CASE WHEN n % 97 = 0 THEN now() END,
      CASE WHEN n % 89 = 0 THEN now() END,
      CASE WHEN n % 89 = 0 THEN 'organizer' END
    FROM generate_series(1, ${roots}) AS n`);
  await run(sql`
    INSERT INTO event_comments (id, event_id, author_id, root_id, reply_to_id, body, mentions, created_at)
    SELECT md5('bench-reply-' || r)::uuid, ${event.id}::uuid, md5('bench-person-' || (1 + (r * 7) % ${seed.people}))::uuid,
      md5('bench-comment-' || t)::uuid,
      CASE WHEN r % 4 = 0 AND r % 5 <> 0 AND r > ${threads} THEN md5('bench-reply-' || (r - ${threads}))::uuid END,
      'Resposta ' || r || ': @bench.person.1 eu vou!',
      ARRAY[${readerId}::uuid],
      now() - (${roots} - t) * interval '8 minutes' + (r / ${threads} + 1) * interval '1 second'
    FROM generate_series(1, ${replies}) AS r,
      LATERAL (SELECT CASE WHEN r % 5 = 0 THEN ${LONG_THREAD}
                           ELSE ((r - 1) % ${threads}) * ${THREAD_EVERY} + 1 END AS t) AS thread`);
  await run(
    sql`UPDATE event_comments SET pinned_at = now() WHERE id = md5('bench-comment-' || ${roots - 5})::uuid`,
  );
  for (const table of ['event_comments', 'events', 'profiles']) await run(sql.raw(`VACUUM ANALYZE ${table}`));
  // Newest first, the deep anchor is nine tenths of the way down: an early comment with a thread.
  const deepN = Math.floor(roots / 10 / THREAD_EVERY) * THREAD_EVERY + 1;
  const [ids] = (
    await run(sql`
      SELECT md5('bench-comment-' || ${deepN})::uuid AS deep,
        (SELECT id FROM event_comments WHERE root_id = md5('bench-comment-' || ${deepN})::uuid
         ORDER BY created_at DESC LIMIT 1) AS reply,
        md5('bench-comment-' || ${LONG_THREAD})::uuid AS busiest,
        (SELECT count(*)::int FROM event_comments WHERE event_id = ${event.id}::uuid) AS comments`)
  ).rows as { deep: string; reply: string | null; busiest: string; comments: number }[];
  if (!ids?.reply) throw new Error('the deep comment has no replies');
  return {
    eventId: event.id,
    readerId,
    deepCommentId: ids.deep,
    deepReplyId: ids.reply,
    busiestThreadId: ids.busiest,
    counts: { comments: ids.comments, roots, replies },
  };
}
