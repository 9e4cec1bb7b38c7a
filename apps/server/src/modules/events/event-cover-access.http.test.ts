import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, days } from '../../test/factories.ts';
import { webpImage } from '../me/test-images.ts';

/**
 * The files under /uploads/events/ beyond the uploaded covers of the authorisation matrix: covers
 * linked as they are (the demo content's), files no event links to, names no cover has.
 */
describeEachBackend('/uploads/events/* access', (ctx) => {
  const place = async (path: string) => {
    const file = join(ctx.uploadsDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await webpImage());
  };
  const get = (path: string, cookie?: string) =>
    ctx.app.request(`/uploads/${path}`, { headers: cookie ? { cookie } : {} });

  it('guards a cover linked by its own name, as the demo content links them', async () => {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    await createEvent(ctx.db, organiser.userId, { imagePath: 'events/festa-aberta.webp' });
    await createEvent(ctx.db, organiser.userId, {
      imagePath: 'events/festa-fechada.webp',
      visibility: 'private',
    });
    await place('events/festa-aberta.webp');
    await place('events/festa-fechada.webp');

    const open = await get('events/festa-aberta.webp');
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get('events/festa-fechada.webp')).status).toBe(404);
    const own = await get('events/festa-fechada.webp', organiser.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps a public event scheduled for later private until it is published', async () => {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    await createEvent(ctx.db, organiser.userId, { imagePath: 'events/em-breve.webp', publishedAt: days(1) });
    await place('events/em-breve.webp');
    expect((await get('events/em-breve.webp')).status).toBe(404);
    const own = await get('events/em-breve.webp', organiser.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves no file that no event links to, and answers odd names with a 404, never a 500', async () => {
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    await place('events/00000000-0000-4000-8000-000000000000/0123456789abcdef-1280.webp');
    await place('events/Sem-Evento.webp');
    for (const path of [
      'events/00000000-0000-4000-8000-000000000000/0123456789abcdef-1280.webp',
      'events/00000000-0000-4000-8000-000000000000/0123456789abcdef-640.webp',
      'events/Sem-Evento.webp',
      'events/%00.webp',
      'events/a%2Fb.webp',
      `events/${'a'.repeat(5000)}.webp`,
      'events/',
    ]) {
      const res = await get(path, organiser.cookie);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/problem+json');
    }
  });

  it('leaves other uploads (avatars) as they were: public and cached', async () => {
    await place('avatars/alguem.webp');
    const res = await get('avatars/alguem.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
