import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { createEvent } from '../test/factories.ts';

/** Long enough that only a change, never the clock, can drop an answer during a test. */
const KEPT_MS = 60_000;
/** Server processes of one deployment share the secret that signs sessions. */
const SECRET = 'segredo-de-teste-compartilhado-entre-processos';

describeEachBackend(
  'visitors’ answers kept a moment, revalidated by ETag, dropped on any change',
  (ctx) => {
    let organiser: SignedInUser;
    let event: { id: string; slug: string };
    beforeEach(async () => {
      organiser = await signUpAndSignIn(ctx.app, ctx.db);
      event = await createEvent(ctx.db, organiser.userId, { name: 'Roda de Samba do Largo' });
    });

    /** A server process of the same deployment, with its own memory. */
    const serverProcess = () =>
      buildApp({
        database: ctx.handle,
        logger: createLogger('silent'),
        config: {
          webDistDir: ctx.uploadsDir,
          uploadsDir: ctx.uploadsDir,
          anonymousCacheMs: KEPT_MS,
          authSecret: SECRET,
        },
      });
    const get = (app: typeof ctx.app, path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers: { origin: TEST_ORIGIN, ...headers } });
    const names = async (res: Response) =>
      ((await res.json()) as { items: { name: string }[] }).items.map((i) => i.name);

    /** Renames the event without telling anyone (triggers off), as if the answer could only come from memory. */
    const renameQuietly = (name: string) =>
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql`UPDATE events SET name = ${name} WHERE id = ${event.id}`);
      });

    /** Polls `path` as a visitor until `check` holds (or a second has gone by). */
    async function within(app: typeof ctx.app, path: string, check: (names: string[]) => boolean) {
      const until = Date.now() + 1_000;
      for (;;) {
        const seen = await names(await get(app, path));
        if (check(seen) || Date.now() > until) return seen;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('answers 304 to a visitor who holds the ETag of the list, the event, its .ics and the sitemap', async () => {
      for (const path of [
        '/api/v1/events?limit=20',
        `/api/v1/events/${event.slug}`,
        `/api/v1/events/${event.slug}/calendar.ics`,
        '/sitemap.xml',
      ]) {
        const first = await get(ctx.app, path);
        expect(first.status, path).toBe(200);
        const etag = first.headers.get('etag');
        expect(etag, path).toMatch(/^W\/".+"$/);
        expect(first.headers.get('cache-control'), path).toMatch(/public/);
        const again = await get(ctx.app, path, { 'if-none-match': etag ?? '' });
        expect(again.status, path).toBe(304);
        expect(await again.text(), path).toBe('');
        expect(again.headers.get('etag'), path).toBe(etag);
        expect(again.headers.get('x-request-id'), path).toBeTruthy();
      }
    });

    it('serves a repeated visitor request from memory, and a change made anywhere drops it within a second', async () => {
      const app = serverProcess();
      // Another server process on the same database, with its own memory.
      const other = serverProcess();
      await new Promise((resolve) => setTimeout(resolve, 200)); // both are listening
      organiser = await signUpAndSignIn(app, ctx.db);
      await ctx.db.execute(sql`UPDATE events SET organizer_id = ${organiser.userId} WHERE id = ${event.id}`);
      await new Promise((resolve) => setTimeout(resolve, 300)); // that change has been heard
      const path = '/api/v1/events?limit=20';
      expect(await names(await get(app, path))).toEqual(['Roda de Samba do Largo']);
      expect(await names(await get(other, path))).toEqual(['Roda de Samba do Largo']);

      await renameQuietly('Nome que ninguém anunciou');
      expect(await names(await get(app, path))).toEqual(['Roda de Samba do Largo']);

      // The organiser changes the event through the other process: both see it at once or within a second.
      const changed = await other.request(`/api/v1/events/${event.id}/cancel`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: organiser.cookie },
      });
      expect(changed.status).toBe(200);
      expect(await within(other, path, (seen) => seen[0] === 'Nome que ninguém anunciou')).toEqual([
        'Nome que ninguém anunciou',
      ]);
      expect(await within(app, path, (seen) => seen[0] === 'Nome que ninguém anunciou')).toEqual([
        'Nome que ninguém anunciou',
      ]);

      // A change straight in the database (another tool, a migration) is heard too.
      await ctx.db.execute(sql`UPDATE events SET name = 'Roda de Samba renomeada' WHERE id = ${event.id}`);
      expect(await within(app, path, (seen) => seen[0] === 'Roda de Samba renomeada')).toEqual([
        'Roda de Samba renomeada',
      ]);
    });

    it('keeps nothing of a signed-in caller’s answers', async () => {
      const app = serverProcess();
      organiser = await signUpAndSignIn(app, ctx.db);
      await ctx.db.execute(sql`UPDATE events SET organizer_id = ${organiser.userId} WHERE id = ${event.id}`);
      const path = '/api/v1/events?limit=20';
      const mine = await get(app, path, { cookie: organiser.cookie });
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expect(mine.headers.get('etag')).toBeNull();
      await renameQuietly('Só o organizador vê a mudança');
      expect(await names(await get(app, path, { cookie: organiser.cookie }))).toEqual([
        'Só o organizador vê a mudança',
      ]);
    });

    it('counts views without dropping what visitors were given', async () => {
      const app = serverProcess();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const path = `/api/v1/events/${event.slug}`;
      const first = await get(app, path);
      await renameQuietly('Nome guardado');
      await ctx.db.execute(sql`SELECT app.record_event_view(${event.id}::uuid, 'visitante')`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const again = await get(app, path);
      expect(((await again.json()) as { name: string }).name).toBe(
        ((await first.json()) as { name: string }).name,
      );
    });
  },
  { config: () => ({ anonymousCacheMs: 0 }) },
);
