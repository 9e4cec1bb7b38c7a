import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import type { Statement } from '../../db/read-as.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { STATS_ACTIVITY, STATS_MY_EVENTS, STATS_PAST, STATS_SERIES } from './attendance-stats.sql.ts';
import { spDay } from './testing/stats-arrange.ts';

const EVENTS = 1_000;
const ORGANISERS = 100;
const PEOPLE = 30;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScanned(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScanned(child, found);
  return found;
}

/** The statement with its values written in (EXPLAIN of a text, as the app role). */
function withValues(statement: Statement, values: string[]): string {
  return values.reduce((text, value, i) => text.replaceAll(`$${i + 1}`, value), statement.text);
}

/**
 * The numbers' statements on a thousand events with thirty thousand attendances, explained as
 * the organiser under row-level security: attendances and view days are read through their
 * event_id indexes, never whole.
 */
describeEachBackend('the organiser’s numbers read through indexes', (ctx) => {
  it('reads one event’s attendances and days, and my events’, by index', async () => {
    // A hundred organisers of ten events each, and thirty people who answered every event.
    await ctx.db.execute(sql`INSERT INTO auth_users (id, name, email)
      SELECT md5('stats-organiser-' || i)::uuid, 'Org', 'stats-organiser-' || i || '@example.test'
      FROM generate_series(1, ${ORGANISERS}) AS i`);
    await ctx.db.execute(sql`INSERT INTO profiles (id, username, first_name, last_name, status)
      SELECT md5('stats-organiser-' || i)::uuid, 'stats_org_' || i, 'Org', 'Anizador', 'active'
      FROM generate_series(1, ${ORGANISERS}) AS i`);
    for (let i = 0; i < PEOPLE; i++) await createProfile(ctx.db);
    await ctx.db.execute(sql`INSERT INTO events (slug, name, category, organizer_id, start_datetime, end_datetime,
        published_at, created_at)
      SELECT 'stats-plan-' || i, 'Evento ' || i, 'arts_culture', md5('stats-organiser-' || (i % ${ORGANISERS} + 1))::uuid,
        now() + (i - ${EVENTS / 2}) * interval '1 day', now() + (i - ${EVENTS / 2}) * interval '1 day' + interval '2 hours',
        now() - interval '60 days', now() - interval '60 days'
      FROM generate_series(1, ${EVENTS}) AS i`);
    await ctx.db.execute(sql`INSERT INTO event_attendances (event_id, user_id, status, ticket_code, created_at)
      SELECT e.id, p.id, 'going', translate(lpad(p.n::text, 10, 'Z'), '01', 'AB'),
        now() - (p.n % 40) * interval '1 day'
      FROM events e
      CROSS JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM profiles
                  WHERE username NOT LIKE 'stats_org_%') p`);
    await ctx.db.execute(sql`INSERT INTO event_view_days (event_id, day, views)
      SELECT e.id, (now() AT TIME ZONE 'America/Sao_Paulo')::date - d, 3
      FROM events e CROSS JOIN generate_series(0, 19) AS d`);
    await ctx.db.execute(sql`ANALYZE events`);
    await ctx.db.execute(sql`ANALYZE event_attendances`);
    await ctx.db.execute(sql`ANALYZE event_view_days`);
    const [owner] = await queryRows<{ id: string }>(ctx.db, sql`SELECT md5('stats-organiser-1')::uuid AS id`);
    if (!owner) throw new Error('no organiser');
    const mine = await queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT id FROM events WHERE organizer_id = ${owner.id}::uuid`,
    );
    const one = `'{${mine[0]?.id}}'`;
    const all = `'{${mine.map((e) => e.id).join(',')}}'`;
    const from = `'${spDay(-29)}'`;
    const to = `'${spDay(0)}'`;
    const now = `'${new Date().toISOString()}'`;

    const explained: [string, string][] = [
      ['series of one event', withValues(STATS_SERIES, [one, from, to])],
      ['activity of one event', withValues(STATS_ACTIVITY, [one])],
      ['series of my events', withValues(STATS_SERIES, [all, from, to])],
      ['my events', withValues(STATS_MY_EVENTS, [])],
      ['my past events', withValues(STATS_PAST, [now])],
    ];
    for (const [label, text] of explained) {
      const [row] = await withUser(ctx.db, owner.id, (tx) =>
        queryRows<{ 'QUERY PLAN': unknown }>(tx, sql.raw(`EXPLAIN (FORMAT JSON) ${text}`)),
      );
      const raw = row?.['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      const scanned = seqScanned(plan[0]?.Plan as PlanNode);
      expect(scanned, label).not.toContain('event_attendances');
      expect(scanned, label).not.toContain('event_view_days');
      expect(scanned, label).not.toContain('events');
    }
  }, 120_000);
});
