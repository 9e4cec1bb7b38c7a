import { pickAppliedTheme, type ThemeColors } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { themes } from '../../db/schema/index.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';

/**
 * Themes at the policy level (migration 0041): plain SQL as the app role. Only administrators touch
 * the rows; everyone reads the applied theme through app.applied_theme, which answers one row and
 * follows the same rule as the domain's pickAppliedTheme.
 */
describeEachBackend('theme policies', (ctx) => {
  const as = <T>(userId: string | null, text: ReturnType<typeof sql>) =>
    withUser(ctx.db, userId, (tx) => queryRows<T>(tx, text));

  it('non-administrators neither read nor write theme rows; administrators do', async () => {
    const [user, moderator, admin] = [
      await createProfile(ctx.db),
      await createProfile(ctx.db, { role: 'moderator' }),
      await createProfile(ctx.db, { role: 'admin' }),
    ];
    const insert = sql`INSERT INTO themes (name, colors) VALUES ('Intruso', '{"light":{},"dark":{}}'::jsonb)`;
    for (const who of [null, user.id, moderator.id]) {
      expect(await as(who, sql`SELECT id FROM themes`)).toEqual([]);
      await expect(as(who, insert)).rejects.toSatisfy(dbError(/row-level security/));
      expect(await as(who, sql`UPDATE themes SET priority = 99 RETURNING id`)).toEqual([]);
      expect(await as(who, sql`DELETE FROM themes RETURNING id`)).toEqual([]);
    }
    expect(await ctx.db.select().from(themes)).toHaveLength(4);
    expect((await ctx.db.select().from(themes)).every((t) => t.priority !== 99)).toBe(true);

    expect(await as(admin.id, sql`SELECT id FROM themes`)).toHaveLength(4);
    await as(admin.id, insert);
    expect(
      await as(admin.id, sql`UPDATE themes SET priority = 99 WHERE name = 'Intruso' RETURNING id`),
    ).toHaveLength(1);
    expect(await as(admin.id, sql`DELETE FROM themes WHERE name = 'Intruso' RETURNING id`)).toHaveLength(1);
  });

  it('keeps one selected theme at most, and the table constraints hold', async () => {
    const admin = await createProfile(ctx.db, { role: 'admin' });
    await as(admin.id, sql`UPDATE themes SET is_selected = true WHERE name = 'default'`);
    await expect(
      as(admin.id, sql`UPDATE themes SET is_selected = true WHERE name = 'business'`),
    ).rejects.toSatisfy(dbError(/themes_one_selected_idx/));
    for (const bad of [
      sql`UPDATE themes SET priority = 101 WHERE name = 'default'`,
      sql`UPDATE themes SET name = 'x' WHERE name = 'default'`,
      sql`UPDATE themes SET start_date = '2027-01-02', end_date = '2027-01-01' WHERE name = 'default'`,
      sql`UPDATE themes SET colors = '{"light":{}}'::jsonb WHERE name = 'default'`,
    ])
      await expect(as(admin.id, bad)).rejects.toSatisfy(dbError(/check constraint/));
  });

  it('answers only the applied theme to anyone, by the same rule as the domain', async () => {
    const user = await createProfile(ctx.db);
    await ctx.db.delete(themes);
    const colors = { light: {}, dark: {} } as unknown as ThemeColors;
    const fixtures = [
      { name: 'sempre', priority: 0, startDate: null, endDate: null, isActive: true, isSelected: false },
      { name: 'inativo', priority: 100, startDate: null, endDate: null, isActive: false, isSelected: false },
      {
        name: 'so-inicio',
        priority: 100,
        startDate: '2027-01-01',
        endDate: null,
        isActive: true,
        isSelected: false,
      },
      {
        name: 'ate-fim',
        priority: 40,
        startDate: null,
        endDate: '2027-01-10',
        isActive: true,
        isSelected: false,
      },
      {
        name: 'janela',
        priority: 60,
        startDate: '2027-01-05',
        endDate: '2027-01-20',
        isActive: true,
        isSelected: false,
      },
      {
        name: 'janela-2',
        priority: 60,
        startDate: '2027-01-15',
        endDate: '2027-01-31',
        isActive: true,
        isSelected: false,
      },
      {
        name: 'fixado',
        priority: 1,
        startDate: '2027-01-25',
        endDate: '2027-02-05',
        isActive: true,
        isSelected: true,
      },
    ];
    let minute = 0;
    for (const f of fixtures)
      await ctx.db
        .insert(themes)
        .values({ ...f, colors, updatedAt: new Date(Date.UTC(2026, 10, 1, 0, minute++)) });
    const rows = await ctx.db.select().from(themes);
    const ranked = rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));

    const days = [
      '2026-12-31',
      '2027-01-01',
      '2027-01-04',
      '2027-01-05',
      '2027-01-10',
      '2027-01-11',
      '2027-01-15',
      '2027-01-20',
      '2027-01-21',
      '2027-01-25',
      '2027-01-31',
      '2027-02-05',
      '2027-02-06',
    ];
    const seen = new Set<string>();
    for (const today of days) {
      const expected = pickAppliedTheme(ranked, today)?.name ?? null;
      for (const who of [null, user.id]) {
        const answer = await as<{ name: string }>(
          who,
          sql`SELECT name FROM app.applied_theme(${today}::date)`,
        );
        expect(answer.length).toBeLessThanOrEqual(1);
        expect([today, answer[0]?.name ?? null]).toEqual([today, expected]);
      }
      if (expected) seen.add(expected);
    }
    // The fixtures exercise each branch of the rule.
    expect([...seen].sort()).toEqual(['ate-fim', 'fixado', 'janela', 'janela-2', 'sempre']);
    // Equal priorities: the latest edited wins (janela-2 was written after janela).
    expect(pickAppliedTheme(ranked, '2027-01-16')?.name).toBe('janela-2');
    const [tie] = await as<{ name: string }>(
      null,
      sql`SELECT name FROM app.applied_theme('2027-01-16'::date)`,
    );
    expect(tie?.name).toBe('janela-2');
  });
});
