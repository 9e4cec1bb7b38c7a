import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { dbError } from '../../test/db-error.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createLocation, createProfile } from '../../test/factories.ts';

/** The venue rules at the policy level: plain SQL as the app role, no service code involved. */
describeEachBackend('locations policy', (ctx) => {
  async function arrange() {
    const owner = await createProfile(ctx.db);
    const other = await createProfile(ctx.db);
    const open = await createLocation(ctx.db, owner.id, { name: 'Galpão Aberto', isPublic: true });
    const hidden = await createLocation(ctx.db, owner.id, { name: 'Casa da Ana', isPublic: false });
    return { owner, other, open, hidden };
  }

  const visibleNames = (userId: string | null) =>
    withUser(ctx.db, userId, async (tx) => {
      const rows = await queryRows<{ name: string }>(tx, sql`SELECT name FROM locations ORDER BY name`);
      return rows.map((r) => r.name);
    });

  it('shows the owner all their venues, another user only the public ones, a visitor none', async () => {
    const a = await arrange();
    expect(await visibleNames(a.owner.id)).toEqual(['Casa da Ana', 'Galpão Aberto']);
    expect(await visibleNames(a.other.id)).toEqual(['Galpão Aberto']);
    expect(await visibleNames(null)).toEqual([]);
  });

  it('shows a visitor the venue of a public event, even a private venue', async () => {
    const a = await arrange();
    await createEvent(ctx.db, a.owner.id, { locationId: a.hidden.id });
    expect(await visibleNames(null)).toEqual(['Casa da Ana']);
  });

  it('lets nobody but the owner change or delete a venue', async () => {
    const a = await arrange();
    const changed = await withUser(ctx.db, a.other.id, (tx) =>
      queryRows(
        tx,
        sql`UPDATE locations SET name = 'Tomado' WHERE id IN (${a.open.id}, ${a.hidden.id}) RETURNING id`,
      ),
    );
    expect(changed).toEqual([]);
    const deleted = await withUser(ctx.db, a.other.id, (tx) =>
      queryRows(tx, sql`DELETE FROM locations WHERE id IN (${a.open.id}, ${a.hidden.id}) RETURNING id`),
    );
    expect(deleted).toEqual([]);
    expect(await visibleNames(a.owner.id)).toEqual(['Casa da Ana', 'Galpão Aberto']);
  });

  it('refuses to move a venue to another owner or to create one for someone else', async () => {
    const a = await arrange();
    await expect(
      withUser(ctx.db, a.owner.id, (tx) =>
        tx.execute(sql`UPDATE locations SET user_id = ${a.other.id} WHERE id = ${a.open.id}`),
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
    await expect(
      withUser(ctx.db, a.owner.id, (tx) =>
        tx.execute(sql`INSERT INTO locations (user_id, name) VALUES (${a.other.id}, 'Falso')`),
      ),
    ).rejects.toSatisfy(dbError(/row-level security/));
  });

  it('keeps a venue an event uses (foreign key) even for its owner', async () => {
    const a = await arrange();
    await createEvent(ctx.db, a.other.id, { locationId: a.open.id });
    await expect(
      withUser(ctx.db, a.owner.id, (tx) => tx.execute(sql`DELETE FROM locations WHERE id = ${a.open.id}`)),
    ).rejects.toSatisfy(dbError(/foreign key/));
  });

  it('searches only public venues, accents and case ignored, by name, for signed-in callers only', async () => {
    const a = await arrange();
    await createLocation(ctx.db, a.other.id, { name: 'Auditório Ibirapuera', reference: 'Perto do lago' });
    await createLocation(ctx.db, a.other.id, { name: 'Ateliê Secreto', isPublic: false, reference: 'lago' });
    const search = (userId: string | null, term: string, limit = 5) =>
      withUser(ctx.db, userId, async (tx) => {
        const rows = await queryRows<{ name: string }>(
          tx,
          sql`SELECT name FROM app.search_public_locations(${term}, ${limit})`,
        );
        return rows.map((r) => r.name);
      });
    expect(await search(a.owner.id, 'LAGO')).toEqual(['Auditório Ibirapuera']);
    expect(await search(a.owner.id, 'auditorio')).toEqual(['Auditório Ibirapuera']);
    expect(await search(a.owner.id, 'galpao')).toEqual(['Galpão Aberto']);
    expect(await search(a.owner.id, 'casa')).toEqual([]);
    expect(await search(a.owner.id, '%')).toEqual([]);
    expect(await search(a.owner.id, '')).toEqual(['Auditório Ibirapuera', 'Galpão Aberto']);
    expect(await search(a.owner.id, '', 1)).toEqual(['Auditório Ibirapuera']);
    expect(await search(null, '')).toEqual([]);
  });

  it('caps the public search at 20 rows whatever is asked', async () => {
    const a = await arrange();
    for (let i = 0; i < 24; i++) {
      await createLocation(ctx.db, a.other.id, { name: `Espaço ${String(i).padStart(2, '0')}` });
    }
    const [row] = await withUser(ctx.db, a.owner.id, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM app.search_public_locations('espaço', 500)`,
      ),
    );
    expect(row?.n).toBe(20);
  });

  it('lets everyone read the accessibility options and nobody change them', async () => {
    const names = await withUser(ctx.db, null, (tx) =>
      queryRows<{ key: string }>(tx, sql`SELECT key FROM selection_options WHERE type = 'accessibility'`),
    );
    expect(names.map((n) => n.key)).toEqual(
      expect.arrayContaining([
        'wheelchair_access',
        'accessible_toilet',
        'libras_interpretation',
        'tactile_floor',
      ]),
    );
    const a = await arrange();
    await expect(
      withUser(ctx.db, a.owner.id, (tx) => tx.execute(sql`UPDATE selection_options SET name = 'x'`)),
    ).rejects.toSatisfy(dbError(/permission denied/));
  });
});
