import { type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { queryRows } from '../client.ts';

/** Guards the data rules of ARCHITECTURE.md for every table, view and function added later. */
describeEachBackend('row-level security catalog', (ctx) => {
  const rows = <T>(query: SQL) => queryRows<T>(ctx.db, query);

  it('enables and forces RLS on every table, each with at least one policy', async () => {
    const tables = await rows<{ name: string; rls: boolean; forced: boolean; policies: number }>(sql`
      SELECT c.relname AS name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
             (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname IN ('public', 'app')
        AND c.relname NOT LIKE '__drizzle%'`);
    expect(tables.length).toBeGreaterThanOrEqual(3);
    const offenders = tables.filter((t) => !t.rls || !t.forced || t.policies === 0).map((t) => t.name);
    expect(offenders).toEqual([]);
  });

  it('gives every UPDATE and INSERT policy a WITH CHECK', async () => {
    const missing = await rows<{ name: string }>(sql`
      SELECT polname AS name FROM pg_policy
      WHERE polcmd IN ('a', 'w') AND polwithcheck IS NULL`);
    expect(missing).toEqual([]);
  });

  it('makes every view security_invoker', async () => {
    const views = await rows<{ name: string; options: string[] | null }>(sql`
      SELECT c.relname AS name, c.reloptions AS options
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('v', 'm') AND n.nspname IN ('public', 'app')`);
    expect(views.map((v) => v.name)).toContain('events_with_details');
    const offenders = views.filter((v) => !(v.options ?? []).includes('security_invoker=true'));
    expect(offenders.map((v) => v.name)).toEqual([]);
  });

  it('fixes the search_path of every SECURITY DEFINER function', async () => {
    const offenders = await rows<{ name: string }>(sql`
      SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE p.prosecdef AND n.nspname IN ('public', 'app')
        AND NOT EXISTS (SELECT 1 FROM unnest(coalesce(p.proconfig, '{}')) c WHERE c LIKE 'search_path=%')`);
    expect(offenders).toEqual([]);
  });

  it('runs requests as a role that is neither owner nor superuser nor BYPASSRLS', async () => {
    const [role] = await rows<{ rolsuper: boolean; rolbypassrls: boolean; owns: number }>(sql`
      SELECT r.rolsuper, r.rolbypassrls,
             (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owns
      FROM pg_roles r WHERE r.rolname = 'eventos_app'`);
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, owns: 0 });
  });
});
