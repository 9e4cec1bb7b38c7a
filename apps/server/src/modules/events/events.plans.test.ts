import { randomBytes } from 'node:crypto';
import {
  type EventListQuery,
  encodeEventCursor,
  eventListQuerySchema,
  quickDateWindow,
} from '@eventos/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../db/client.ts';
import { VISITOR_STARTUP_OPTIONS } from '../../db/read-as.ts';
import { seedLargeEvents } from '../../db/seed/seed-large.ts';
import { adminQuery, databaseUrl } from '../../test/postgres-admin.ts';
import { WALK_ROWS } from './event-search.sql.ts';
import {
  type Caller,
  captureStatements,
  explain,
  functionRuns,
  indexesUsed,
  OWNER,
  type PlanNode,
  rowsRead,
  type Statement,
  scansOf,
  seqScannedRelations,
} from './events.plans.explain.ts';
import { functionDefinition, queryText } from './events.plans.functions.ts';
import { getEventDetail, listEvents } from './events.service.ts';

/**
 * Query plans at a realistic volume, on Postgres only (TEST_DATABASE_URL; skipped otherwise): the
 * exact statements the events service sends for the discovery list, each filter, a later keyset
 * page, search and the event page, and the queries inside the definer functions they call, are
 * explained as the app role under row-level security and must not read `events` sequentially.
 * Sequential scans of other tables are allowed: the planner rightly reads small tables (the
 * selection_options reference data, a few thousand venues) whole.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const EVENTS = 100_000;
const VENUES = 3_000;
const ORGANIZER = 'bench-profile-0';

describe.skipIf(!adminUrl)('events query plans at volume [postgres]', () => {
  let handle: DatabaseHandle;
  let pool: pg.Pool;
  let dbName: string;
  let url: string;
  let organizerId: string;
  const now = new Date();

  beforeAll(async () => {
    const template = inject('postgresTemplate');
    if (!adminUrl || !template) throw new Error('TEST_DATABASE_URL is set but no template was migrated');
    dbName = `${template.replace(/tpl$/, '')}plans_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${dbName} TEMPLATE ${template}`);
    url = databaseUrl(adminUrl, dbName);
    handle = openPostgres(url, 2);
    await seedLargeEvents(handle, EVENTS, { now, venues: VENUES, batchSize: 25_000 });
    pool = new pg.Pool({ connectionString: url, max: 2 });
    const { rows } = await pool.query<{ id: string }>(`SELECT md5($1)::uuid AS id`, [ORGANIZER]);
    organizerId = rows[0]?.id ?? '';
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await handle?.close();
    if (adminUrl && dbName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const query = (q: Record<string, string>): EventListQuery => eventListQuerySchema.parse(q);

  /** A cursor deep into the upcoming public events: the keyset position of the 2,000th. */
  async function laterCursor(): Promise<string> {
    const { rows } = await pool.query<{ s: Date; id: string }>(
      `SELECT start_datetime AS s, id FROM events
       WHERE start_datetime >= now() AND visibility = 'public' AND published_at IS NOT NULL
       ORDER BY start_datetime, id OFFSET 2000 LIMIT 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('too few upcoming events');
    return encodeEventCursor({ startsAt: row.s.toISOString(), id: row.id });
  }

  /**
   * Explains every statement and says which read `events` sequentially (none expected): planned for
   * its values and, for the statements the server names (not those definer functions EXECUTE), the
   * generic plan the server may keep after a few executions.
   */
  async function eventsSeqScans(userId: Caller, statements: Statement[]) {
    expect(statements.length).toBeGreaterThan(0);
    const found: { statement: string; mode: string; plan: PlanNode }[] = [];
    const modes = userId === OWNER ? (['custom'] as const) : (['custom', 'generic'] as const);
    for (const s of statements) {
      for (const mode of modes) {
        const plan = await explain(pool, userId, s, mode);
        if (seqScannedRelations(plan).includes('events')) found.push({ statement: s.text, mode, plan });
      }
    }
    return found;
  }

  const listCases: [string, () => Promise<Record<string, string>>][] = [
    ['the default list', async () => ({})],
    ['a later keyset page', async () => ({ cursor: await laterCursor() })],
    ['category', async () => ({ category: 'food_drink' })],
    ['category, later page', async () => ({ category: 'food_drink', cursor: await laterCursor() })],
    ['city (accents and case folded)', async () => ({ city: 'sao paulo' })],
    ['a rare city', async () => ({ city: 'Boa Vista' })],
    ['this weekend', async () => ({ ...quickDateWindow('weekend', now, 'America/Sao_Paulo') })],
    ['free', async () => ({ price: 'free' })],
    ['paid', async () => ({ price: 'paid' })],
    ['online and hybrid', async () => ({ online: 'true' })],
    [
      'every filter at once',
      async () => ({ category: 'arts_culture', city: 'Recife', price: 'paid', online: 'true' }),
    ],
  ];

  for (const [name, make] of listCases) {
    it(`lists without reading every event: ${name}`, async () => {
      const q = query({ limit: '20', ...(await make()) });
      for (const userId of [null, organizerId]) {
        const statements = await captureStatements(pool, (db) => listEvents(db, userId, q, now));
        expect(await eventsSeqScans(userId, statements)).toEqual([]);
      }
    });
  }

  it('filters by city on the (city_key, start_datetime, id) index, in start order', async () => {
    for (const city of ['sao paulo', 'Boa Vista']) {
      const statements = await captureStatements(pool, (db) =>
        listEvents(db, null, query({ city, limit: '20' }), now),
      );
      for (const mode of ['custom', 'generic'] as const) {
        const plans = await Promise.all(statements.map((s) => explain(pool, null, s, mode)));
        expect(plans.flatMap(indexesUsed), mode).toContain('events_city_start_id_idx');
      }
    }
  });

  for (const term of ['samba', 'xilogravura', 'sao joao']) {
    it(`searches "${term}" and reads the found rows by id`, async () => {
      const statements = await captureStatements(pool, (db) =>
        listEvents(db, null, query({ q: term, limit: '20' }), now),
      );
      expect(await eventsSeqScans(null, statements)).toEqual([]);
    });
  }

  /** The one statement the service sends for a search (or a list) as a visitor. */
  async function visitorStatement(q: Record<string, string>): Promise<Statement> {
    // The featured events' ids are read apart, at most once per few seconds (featured-event-ids.ts).
    const statements = (
      await captureStatements(pool, (db) => listEvents(db, null, query({ limit: '20', ...q }), now))
    ).filter((statement) => !statement.text.includes('app.featured_event_ids'));
    expect(statements).toHaveLength(1);
    return statements[0] as Statement;
  }

  /** Index scans of `events` on `index`. */
  const scansOn = (plan: PlanNode, index: string) =>
    scansOf(plan, 'events').filter((n) => n['Index Name'] === index);

  it('finds a common word walking the start index, a few hundred rows, the definer function left unrun', async () => {
    const statement = await visitorStatement({ q: 'samba' });
    for (const mode of ['custom', 'generic'] as const) {
      const plan = await explain(pool, null, statement, mode, { analyze: true });
      const walk = scansOn(plan, 'events_start_id_idx');
      expect(walk, mode).toHaveLength(1);
      // One event in ten speaks of samba: a page of 21 reads some two hundred rows, not every match.
      expect(rowsRead(walk[0] as PlanNode), mode).toBeLessThan(600);
      expect(functionRuns(plan, 'search_public_events'), mode).toEqual([0]);
      expect(
        scansOf(plan, 'events').every((n) => rowsRead(n) < 600),
        mode,
      ).toBe(true);
    }
  });

  it('leaves a rare word and a typo to the definer function after at most WALK_ROWS candidates', async () => {
    for (const q of ['xilogravura', 'xilogravra']) {
      const plan = await explain(pool, null, await visitorStatement({ q }), 'generic', { analyze: true });
      expect(functionRuns(plan, 'search_public_events'), q).toEqual([1]);
      const walk = scansOn(plan, 'events_start_id_idx');
      expect(walk, q).toHaveLength(1);
      const kept = Number(walk[0]?.['Actual Rows']) * Number(walk[0]?.['Actual Loops']);
      expect(kept, q).toBeLessThanOrEqual(WALK_ROWS);
    }
  });

  it('walks the city or the category index when a search names one', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ q: 'samba', city: 'Recife' }, 'events_city_start_id_idx'],
      [{ q: 'samba', city: 'sao paulo', price: 'paid' }, 'events_city_start_id_idx'],
      [{ q: 'forró', category: 'arts_culture' }, 'events_category_start_id_idx'],
    ];
    for (const [q, index] of cases) {
      const statement = await visitorStatement(q);
      for (const mode of ['custom', 'generic'] as const) {
        const plan = await explain(pool, null, statement, mode);
        expect(indexesUsed(plan), `${JSON.stringify(q)} ${mode}`).toContain(index);
        expect(seqScannedRelations(plan), `${JSON.stringify(q)} ${mode}`).not.toContain('events');
      }
    }
  });

  it('keeps one plan per statement: after its first five runs no list or search request is planned again', async () => {
    const cases: Record<string, string>[] = [
      {},
      { cursor: await laterCursor() },
      { city: 'sao paulo' },
      { city: 'Boa Vista' },
      { category: 'food_drink' },
      { ...quickDateWindow('weekend', now, 'America/Sao_Paulo') },
      { q: 'samba' },
      { q: 'xilogravura' },
      { q: 'samba', city: 'Recife' },
    ];
    const client = new pg.Client({ connectionString: url, options: VISITOR_STARTUP_OPTIONS });
    await client.connect();
    try {
      for (const [n, q] of cases.entries()) {
        const statement = await visitorStatement(q);
        for (let run = 0; run < 10; run++)
          await client.query({ name: `kept_${n}`, text: statement.text, values: statement.params });
      }
      const { rows } = await client.query<{ name: string; generic_plans: string; custom_plans: string }>(
        `SELECT name, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name`,
      );
      expect(rows).toHaveLength(cases.length);
      for (const row of rows) {
        const q = JSON.stringify(cases[Number(row.name.replace('kept_', ''))]);
        expect([Number(row.custom_plans), Number(row.generic_plans)], q).toEqual([5, 5]);
      }
    } finally {
      await client.end();
    }
  });

  it('opens an event by slug and by id on their unique indexes', async () => {
    const { rows } = await pool.query<{ id: string; slug: string }>(
      `SELECT id, slug FROM events WHERE visibility = 'public' AND published_at IS NOT NULL LIMIT 1`,
    );
    const event = rows[0];
    if (!event) throw new Error('no public event seeded');
    for (const key of [event.slug, event.id]) {
      const statements = await captureStatements(pool, (db) => getEventDetail(db, null, key, 'pt-BR'));
      for (const mode of ['custom', 'generic'] as const) {
        const plans = await Promise.all(statements.map((s) => explain(pool, null, s, mode)));
        expect(plans.flatMap(seqScannedRelations)).not.toContain('events');
        expect(plans.flatMap(indexesUsed)).toContain(key === event.id ? 'events_pkey' : 'events_slug_key');
      }
    }
  });

  // SECURITY DEFINER functions run their query as the owner: explained as the owner too.
  describe('inside the definer functions', () => {
    const SEARCH =
      'app.search_public_events(text, timestamptz, timestamptz, text, text, boolean, boolean, timestamptz, uuid, integer)';

    type SearchFilters = { category?: string; city?: string; after?: boolean; similarNames?: boolean };

    /** The exact statement app.search_public_events runs (its text is kept in the database). */
    async function searchStatement(term: string, filters: SearchFilters): Promise<Statement> {
      const similar = filters.similarNames ?? false;
      const text = await queryText(pool, `app.search_public_events_query(${similar})`);
      const definition = await functionDefinition(pool, SEARCH);
      expect(definition).toContain(`RETURN QUERY EXECUTE app.search_public_events_query(${similar})`);
      const { rows } = await pool.query<{ cleaned: string }>(`SELECT app.search_text(btrim($1)) AS cleaned`, [
        term,
      ]);
      const after = filters.after
        ? (
            await pool.query<{ s: Date; id: string }>(
              `SELECT start_datetime AS s, id FROM events WHERE start_datetime > now() ORDER BY 1, 2 OFFSET 500 LIMIT 1`,
            )
          ).rows[0]
        : undefined;
      return {
        text,
        params: [
          rows[0]?.cleaned,
          now,
          null,
          filters.category ?? null,
          filters.city ?? null,
          null,
          null,
          after?.s ?? null,
          after?.id ?? null,
          21,
        ],
      };
    }

    // [case, term, filters, an index the plan must read]
    const searchCases: [string, string, SearchFilters, string?][] = [
      ['a common word', 'samba', {}],
      ['a common word, later page', 'samba', { after: true }],
      ['a rare word', 'xilogravura', {}, 'events_search_idx'],
      ['words without accents', 'sao joao', {}],
      ['a word in a category and city', 'forró', { category: 'arts_culture', city: 'Recife' }],
      [
        'similar names when no word matches',
        'xilogravra',
        { similarNames: true },
        'events_search_name_trgm_idx',
      ],
    ];
    for (const [name, term, filters, index] of searchCases) {
      it(`search_public_events uses its indexes: ${name}`, async () => {
        const statement = await searchStatement(term, filters);
        // EXECUTE plans it for each call's values.
        expect(await eventsSeqScans(OWNER, [statement])).toEqual([]);
        if (index) expect(indexesUsed(await explain(pool, OWNER, statement))).toContain(index);
      });
    }

    it('events_under_way finds running events on the time-range index alone, in any plan', async () => {
      const definition = await functionDefinition(pool, 'app.events_under_way(timestamptz)');
      // Its body runs these very texts as static queries (a visitor's, then a signed-in caller's):
      // plpgsql keeps their plans per connection.
      const squash = (sql: string) => sql.replace(/\s+/g, ' ').trim();
      for (const query of ['app.events_under_way_visitor_query()', 'app.events_under_way_query()']) {
        const text = await queryText(pool, query);
        expect(squash(definition)).toContain(`RETURN QUERY ${squash(text)};`);
        const statement = { text, params: [now] };
        for (const mode of ['custom', 'generic'] as const) {
          const plan = await explain(pool, OWNER, statement, mode);
          expect(seqScannedRelations(plan), `${query} ${mode}`).not.toContain('events');
          // The start index is never combined with it (it once read half the table for each call).
          expect(indexesUsed(plan), `${query} ${mode}`).toEqual(['events_during_idx']);
        }
      }
    });
  });
});
