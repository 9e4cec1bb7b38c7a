import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../db/client.ts';
import { seedLargeEvents } from '../../db/seed/seed-large.ts';
import { adminQuery, databaseUrl } from '../../test/postgres-admin.ts';
import { explain, indexesUsed, OWNER, seqScannedRelations } from '../events/events.plans.explain.ts';
import { DASHBOARD_STATEMENTS } from './admin-dashboard.sql.ts';

/**
 * The dashboard's statements at volume, on Postgres only (TEST_DATABASE_URL; skipped otherwise):
 * tens of thousands of events and a hundred thousand RSVPs, vacuumed and analysed; each statement is
 * explained as the dashboard runs it (the owner connection) and must read neither `events` nor
 * `event_attendances` sequentially, counting over the indexes of migration 0042 instead.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const EVENTS = 40_000;
const ATTENDING_EVENTS = 20_000;
const PEOPLE_PER_EVENT = 5;
const WATCHED = ['events', 'event_attendances'];

describe.skipIf(!adminUrl)('admin dashboard query plans at volume [postgres]', () => {
  let handle: DatabaseHandle;
  let pool: pg.Pool;
  let dbName: string;

  beforeAll(async () => {
    const template = inject('postgresTemplate');
    if (!adminUrl || !template) throw new Error('TEST_DATABASE_URL is set but no template was migrated');
    dbName = `${template.replace(/tpl$/, '')}dash_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${dbName} TEMPLATE ${template}`);
    const url = databaseUrl(adminUrl, dbName);
    handle = openPostgres(url, 2);
    await seedLargeEvents(handle, EVENTS, { venues: 1_000, batchSize: 20_000 });
    pool = new pg.Pool({ connectionString: url, max: 2 });
    const client = await pool.connect();
    try {
      // RSVPs over the last four months, a tenth checked in; written as bulk data (no triggers).
      await client.query(`SET session_replication_role = replica`);
      await client.query(
        `INSERT INTO event_attendances (event_id, user_id, status, ticket_code, checked_in_at, created_at)
         SELECT e.id, p.id,
           CASE WHEN r.x < 0.1 THEN 'checked_in' ELSE 'going' END,
           translate(upper(substr(md5(e.id::text || p.id::text), 1, 10)), '01', 'XY'),
           CASE WHEN r.x < 0.1 THEN now() - r.x * interval '100 days' END,
           now() - r.x * interval '120 days'
         FROM (SELECT id FROM events ORDER BY id LIMIT $1) e
         CROSS JOIN (SELECT id FROM profiles ORDER BY id LIMIT $2) p
         CROSS JOIN LATERAL (SELECT random() + 0 * length(e.id::text || p.id::text) AS x) r`,
        [ATTENDING_EVENTS, PEOPLE_PER_EVENT],
      );
      await client.query(`RESET session_replication_role`);
      await client.query('VACUUM ANALYZE event_attendances');
      await client.query('VACUUM ANALYZE events');
      await client.query('ANALYZE profiles');
    } finally {
      client.release();
    }
  }, 300_000);

  afterAll(async () => {
    await pool?.end();
    await handle?.close();
    if (adminUrl && dbName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('seeded enough rows to make the planner choose', async () => {
    const { rows } = await pool.query<{ events: number; rsvps: number }>(
      `SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM event_attendances)::int AS rsvps`,
    );
    expect(rows[0]?.events).toBe(EVENTS);
    expect(rows[0]?.rsvps).toBeGreaterThanOrEqual(ATTENDING_EVENTS * 2);
  });

  for (const [name, text] of Object.entries(DASHBOARD_STATEMENTS)) {
    it(`${name}: no sequential scan of events or RSVPs`, async () => {
      const plan = await explain(pool, OWNER, { text, params: [] });
      const seq = seqScannedRelations(plan).filter((r) => WATCHED.includes(r));
      expect([name, seq]).toEqual([name, []]);
      if (name === 'events')
        expect(indexesUsed(plan)).toEqual(
          expect.arrayContaining(['events_live_start_idx', 'events_cancelled_idx']),
        );
      if (name === 'rsvps') expect(indexesUsed(plan)).toContain('event_attendances_created_idx');
      if (name === 'checkins') expect(indexesUsed(plan)).toContain('event_attendances_checked_in_idx');
    });
  }
});
