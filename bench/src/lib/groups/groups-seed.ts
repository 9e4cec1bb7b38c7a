import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';
import { personId, seedPeople } from '../notifications/seed-people.ts';

export interface GroupsSeed {
  /** Groups besides the big one, for the list and its search (BENCH_GROUPS). */
  groups: number;
  /** Members of the big group, its owner included (BENCH_GROUP_MEMBERS). */
  members: number;
  /** Events of the big group (BENCH_GROUP_EVENTS): a tenth ahead, the rest past. */
  events: number;
  /** Followers of the big group. */
  followers: number;
  /** Events of nobody's group around the same days (BENCH_OTHER_EVENTS). */
  otherEvents: number;
}

export interface SeededGroups {
  big: { id: string; slug: string };
  small: { id: string; slug: string };
  /** A member of the big group (a signed-in reader). */
  memberId: string;
  /** The member in the middle of the members list and when they joined (a deep page's cursor). */
  middleMemberId: string;
  middleMemberAt: string;
}

const CITIES = [
  'São Paulo',
  'Rio de Janeiro',
  'Recife',
  'Belo Horizonte',
  'Porto Alegre',
  'Salvador',
  'Curitiba',
];
const KINDS = [
  'Corrida',
  'Clube de Leitura',
  'Samba',
  'Fotografia',
  'Programação',
  'Yoga',
  'Xadrez',
  'Ciclismo',
];
const CATEGORIES = [
  'sports_fitness',
  'education_learning',
  'arts_culture',
  'social_gatherings',
  'health_wellness',
];

const quoteList = (items: readonly string[]) =>
  `ARRAY[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * The groups a bench reads, through the owner connection in a few set-based statements: `groups`
 * groups of varied names, cities and categories (a tenth private), each owned by one person; and a
 * big public group with `members` members (five organisers), `followers` followers and `events`
 * events, a tenth of them ahead. Then VACUUM ANALYZE, as autovacuum leaves a live database.
 */
export async function seedGroups(handle: DatabaseHandle, seed: GroupsSeed): Promise<SeededGroups> {
  const people = Math.max(seed.members, seed.followers) + 10;
  await seedPeople(handle, people);
  const run = (query: ReturnType<typeof sql>) => handle.db.execute(query);
  await run(sql`
    INSERT INTO groups (slug, name, description, category, city, visibility, created_at)
    SELECT 'bench-grupo-' || n,
      (${sql.raw(quoteList(KINDS))})[1 + n % ${KINDS.length}] || ' ' || (${sql.raw(quoteList(CITIES))})[1 + n % ${CITIES.length}] || ' ' || n,
      '<p>Grupo de teste número ' || n || '.</p>',
      (${sql.raw(quoteList(CATEGORIES))})[1 + n % ${CATEGORIES.length}],
      (${sql.raw(quoteList(CITIES))})[1 + n % ${CITIES.length}],
      CASE WHEN n % 10 = 0 THEN 'private' ELSE 'public' END,
      now() - n * interval '1 minute'
    FROM generate_series(1, ${seed.groups}) AS n
    ON CONFLICT DO NOTHING`);
  await run(sql`
    INSERT INTO group_members (group_id, user_id, role)
    SELECT g.id, md5('bench-person-' || (1 + (substring(g.slug FROM 13)::int % ${people})))::uuid, 'owner'
    FROM groups g WHERE g.slug ~ '^bench-grupo-[0-9]+$'
    ON CONFLICT DO NOTHING`);

  const created = (await run(sql`
    INSERT INTO groups (slug, name, description, category, city, visibility, created_at)
    VALUES ('bench-grupo-grande', 'Corredores do Brasil', '<p>O maior grupo de corrida.</p>', 'sports_fitness',
            'São Paulo', 'public', now() - interval '3 years'),
           ('bench-grupo-pequeno', 'Sarau da Esquina', NULL, 'arts_culture', 'Recife', 'public', now())
    ON CONFLICT (slug) DO UPDATE SET name = excluded.name
    RETURNING id, slug`)) as unknown as { rows: { id: string; slug: string }[] };
  const big = created.rows.find((r) => r.slug === 'bench-grupo-grande');
  const small = created.rows.find((r) => r.slug === 'bench-grupo-pequeno');
  if (!big || !small) throw new Error('groups not created');
  const owner = await personId(handle, 1);
  await run(sql`
    INSERT INTO group_members (group_id, user_id, role, created_at)
    SELECT ${big.id}::uuid, md5('bench-person-' || n)::uuid,
      CASE WHEN n = 1 THEN 'owner' WHEN n <= 6 THEN 'organizer' ELSE 'member' END,
      now() - interval '3 years' + n * interval '1 minute'
    FROM generate_series(1, ${seed.members}) AS n
    ON CONFLICT DO NOTHING`);
  await run(sql`
    INSERT INTO group_members (group_id, user_id, role) VALUES (${small.id}::uuid, ${owner}::uuid, 'owner')
    ON CONFLICT DO NOTHING`);
  await run(sql`
    INSERT INTO group_followers (group_id, user_id, created_at)
    SELECT ${big.id}::uuid, md5('bench-person-' || n)::uuid, now() - n * interval '1 minute'
    FROM generate_series(1, ${seed.followers}) AS n
    ON CONFLICT DO NOTHING`);
  // A tenth of the events ahead (one a day), the rest past (one a day back); every tenth private.
  await run(sql`
    INSERT INTO events (slug, name, category, visibility, organizer_id, organizer_type, group_id,
                        start_datetime, end_datetime, published_at, event_type, access_link)
    SELECT 'bench-grupo-evento-' || n, 'Treino ' || n, 'sports_fitness',
      CASE WHEN n % 10 = 0 THEN 'private' ELSE 'public' END,
      md5('bench-person-' || (1 + n % 6))::uuid, 'group', ${big.id}::uuid,
      date_trunc('hour', now()) + (${Math.ceil(seed.events / 10)} - n) * interval '1 day',
      date_trunc('hour', now()) + (${Math.ceil(seed.events / 10)} - n) * interval '1 day' + interval '2 hours',
      now() - interval '400 days', 'online', 'https://meet.example.test/treino'
    FROM generate_series(1, ${seed.events}) AS n
    ON CONFLICT DO NOTHING`);
  // Other people's events around the same days, so the group's events are a part of the table.
  await run(sql`
    INSERT INTO events (slug, name, category, visibility, organizer_id, start_datetime, end_datetime,
                        published_at, event_type, access_link)
    SELECT 'bench-outro-evento-' || n, 'Evento ' || n, 'arts_culture', 'public',
      md5('bench-person-' || (7 + n % 100))::uuid,
      date_trunc('hour', now()) + (n % 200 - 150) * interval '1 day' + (n % 24) * interval '1 hour',
      date_trunc('hour', now()) + (n % 200 - 150) * interval '1 day' + (n % 24) * interval '1 hour' + interval '3 hours',
      now() - interval '400 days', 'online', 'https://meet.example.test/outro'
    FROM generate_series(1, ${seed.otherEvents}) AS n
    ON CONFLICT DO NOTHING`);
  for (const table of ['groups', 'group_members', 'group_followers', 'events', 'profiles'])
    await run(sql.raw(`VACUUM ANALYZE ${table}`));
  const middleMemberId = await personId(handle, Math.floor(seed.members / 2));
  const joined = (await run(sql`
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
    FROM group_members WHERE group_id = ${big.id}::uuid AND user_id = ${middleMemberId}::uuid`)) as unknown as {
    rows: { at: string }[];
  };
  return {
    big,
    small,
    memberId: await personId(handle, 100),
    middleMemberId,
    middleMemberAt: joined.rows[0]?.at ?? '2024-01-01T00:00:00.000000Z',
  };
}
