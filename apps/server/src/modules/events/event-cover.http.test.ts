import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventDetail, Problem } from '@eventos/domain';
import { EVENT_COVER_LIMITS } from '@eventos/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent } from '../../test/factories.ts';
import { brokenPng, gifImage, hugePng, jpegWithExif, pngImage } from '../me/test-images.ts';

const MB = 1024 * 1024;

const form = (bytes: Uint8Array, name = 'capa.png', type = 'image/png', field = 'file') => {
  const data = new FormData();
  data.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return data;
};

const sibling640 = (path: string | null) => (path ?? '').replace(/-1280\.webp$/, '-640.webp');

describeEachBackend('/api/v1/events/{id}/cover', (ctx) => {
  const send = async (
    method: 'PUT' | 'DELETE',
    eventId: string,
    headers: Record<string, string>,
    body?: BodyInit,
  ) => {
    const res = await ctx.app.request(`/api/v1/events/${eventId}/cover`, { method, headers, body });
    return { res, body: (await res.json()) as EventDetail & Omit<Problem, 'status'> };
  };
  const upload = (eventId: string, headers: Record<string, string>, data: FormData) =>
    send('PUT', eventId, headers, data);
  const served = (path: string | null) => ctx.app.request(`/uploads/${path}`);
  const filesOf = (eventId: string) => {
    const dir = join(ctx.uploadsDir, 'events', eventId);
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const stored = async (eventId: string) => {
    const [row] = await ctx.db.select().from(events).where(eq(events.id, eventId));
    return row;
  };
  const expectRejected = (
    result: { res: Response; body: Pick<Problem, 'code' | 'errors'> },
    status: number,
    code: string,
  ) => {
    expect(result.res.status).toBe(status);
    expect(result.res.headers.get('content-type')).toContain('application/problem+json');
    expect(result.body.code).toBe(code);
    expect(result.body.errors).toEqual([expect.objectContaining({ path: 'file', code })]);
  };
  const organiserWithEvent = async (overrides: Parameters<typeof createEvent>[2] = {}) => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const event = await createEvent(ctx.db, user.userId, overrides);
    return { user, event };
  };

  it('removes the cover files when the organiser deletes the event', async () => {
    const { user, event } = await organiserWithEvent();
    expect((await upload(event.id, user.headers, form(await pngImage()))).res.status).toBe(200);
    expect(filesOf(event.id)).toHaveLength(2);
    const res = await ctx.app.request(`/api/v1/events/${event.id}`, {
      method: 'DELETE',
      headers: user.headers,
    });
    expect(res.status).toBe(204);
    expect(existsSync(join(ctx.uploadsDir, 'events', event.id))).toBe(false);
  });

  it('answers 401 to a visitor, for an upload and for a removal', async () => {
    const { event } = await organiserWithEvent();
    const up = await upload(event.id, {}, form(await pngImage()));
    expect(up.res.status).toBe(401);
    expect(up.body.code).toBe('auth.unauthenticated');
    const del = await send('DELETE', event.id, {});
    expect(del.res.status).toBe(401);
    expect(del.body.code).toBe('auth.unauthenticated');
    expect(filesOf(event.id)).toEqual([]);
  });

  it('turns the organiser’s upload into 1280 × 720 and 640 × 360 WebPs without metadata', async () => {
    const { user, event } = await organiserWithEvent({ updatedAt: new Date('2024-01-01T00:00:00Z') });
    const { res, body } = await upload(event.id, user.headers, form(await jpegWithExif(), 'capa.jpg'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const path = body.imagePath;
    expect(path).toMatch(new RegExp(`^events/${event.id}/[0-9a-f]{16}-1280\\.webp$`));
    for (const [file, width, height] of [
      [path, 1280, 720],
      [sibling640(path), 640, 360],
    ] as const) {
      const got = await served(file);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect(meta.exif).toBeUndefined();
    }
    expect(body).toMatchObject({ id: event.id, slug: event.slug, name: event.name, isOwner: true });
    const row = await stored(event.id);
    expect(row?.imagePath).toBe(path);
    expect(row?.updatedAt.getTime()).toBeGreaterThan(new Date('2024-01-01T00:00:00Z').getTime());
  });

  it('judges a PNG named .jpg by its bytes, and keeps no HTML appended to a real image', async () => {
    const { user, event } = await organiserWithEvent();
    const renamed = await upload(event.id, user.headers, form(await pngImage(), 'foto.jpg', 'image/jpeg'));
    expect(renamed.res.status).toBe(200);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const tailed = await upload(
      event.id,
      user.headers,
      form(Buffer.concat([await pngImage(), html]), 'capa.png'),
    );
    expect(tailed.res.status).toBe(200);
    const file = Buffer.from(await (await served(tailed.body.imagePath)).arrayBuffer());
    expect(file.includes('<script')).toBe(false);
    expect((await sharp(file).metadata()).format).toBe('webp');
  });

  it('replaces the previous pair of files, and DELETE clears the link and the last pair', async () => {
    const { user, event } = await organiserWithEvent();
    const first = (await upload(event.id, user.headers, form(await pngImage()))).body.imagePath;
    const second = (await upload(event.id, user.headers, form(await gifImage(), 'b.gif', 'image/gif'))).body
      .imagePath;
    expect(second).not.toBe(first);
    expect((await served(first)).status).toBe(404);
    expect((await served(sibling640(first))).status).toBe(404);
    expect(filesOf(event.id)).toHaveLength(2);
    const { res, body } = await send('DELETE', event.id, user.headers);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: event.id, slug: event.slug, imagePath: null, isOwner: true });
    expect((await stored(event.id))?.imagePath).toBeNull();
    expect(filesOf(event.id)).toEqual([]);
  });

  it('never deletes a cover it did not upload (a seed cover outside the event folder)', async () => {
    mkdirSync(join(ctx.uploadsDir, 'events'), { recursive: true });
    writeFileSync(join(ctx.uploadsDir, 'events', 'roda-de-samba.webp'), await pngImage(10, 10));
    const { user, event } = await organiserWithEvent({ imagePath: 'events/roda-de-samba.webp' });
    expect((await upload(event.id, user.headers, form(await pngImage()))).res.status).toBe(200);
    expect((await send('DELETE', event.id, user.headers)).res.status).toBe(200);
    expect(existsSync(join(ctx.uploadsDir, 'events', 'roda-de-samba.webp'))).toBe(true);
  });

  it('answers 404 to anyone but the organiser, admin included, and leaves the cover alone', async () => {
    const { user, event } = await organiserWithEvent();
    const current = (await upload(event.id, user.headers, form(await pngImage()))).body.imagePath;
    const other = await signUpAndSignIn(ctx.app, ctx.db);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    for (const someone of [other, admin]) {
      const up = await upload(event.id, someone.headers, form(await pngImage()));
      expect(up.res.status).toBe(404);
      expect(up.body.code).toBe('event.not_found');
      const del = await send('DELETE', event.id, someone.headers);
      expect(del.res.status).toBe(404);
      expect(del.body.code).toBe('event.not_found');
    }
    expect((await stored(event.id))?.imagePath).toBe(current);
    expect(filesOf(event.id)).toHaveLength(2);
    expect((await served(current)).status).toBe(200);
  });

  it('answers the same 404 for an unknown event, a malformed id and someone else’s draft', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const { event: draft } = await organiserWithEvent({ publishedAt: null, visibility: 'private' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'roda-de-samba', draft.id]) {
      const { res, body } = await upload(id, user.headers, form(await pngImage()));
      expect(res.status).toBe(404);
      expect(body.code).toBe('event.not_found');
    }
    expect(existsSync(join(ctx.uploadsDir, 'events', '00000000-0000-4000-8000-000000000000'))).toBe(false);
  });

  it('changes the cover of the organiser’s own draft, not of a cancelled event (409)', async () => {
    const { user, event: draft } = await organiserWithEvent({ publishedAt: null, visibility: 'private' });
    const up = await upload(draft.id, user.headers, form(await pngImage()));
    expect(up.res.status).toBe(200);
    expect(up.body).toMatchObject({ id: draft.id, status: 'draft' });
    const cancelled = await createEvent(ctx.db, user.userId, { cancelledAt: new Date() });
    const refused = await upload(cancelled.id, user.headers, form(await pngImage()));
    expect(refused.res.status).toBe(409);
    expect(refused.body.code).toBe('event.cancelled');
    expect((await send('DELETE', cancelled.id, user.headers)).res.status).toBe(409);
    expect(filesOf(cancelled.id)).toEqual([]);
  });

  it('refuses by content: text named .png, an HTML page, an HTML file posing as a GIF', async () => {
    const { user, event } = await organiserWithEvent();
    const current = (await upload(event.id, user.headers, form(await pngImage()))).body.imagePath;
    const text = new TextEncoder().encode('isto é um texto que finge ser uma imagem');
    expectRejected(await upload(event.id, user.headers, form(text)), 400, 'validation.event.cover.type');
    const page = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expectRejected(
      await upload(event.id, user.headers, form(page, 'capa.png')),
      400,
      'validation.event.cover.type',
    );
    const polyglot = Buffer.from('GIF89a/*<html><script>alert(1)</script></html>*/');
    expectRejected(
      await upload(event.id, user.headers, form(polyglot, 'capa.gif', 'image/gif')),
      400,
      'validation.event.cover.unreadable',
    );
    expect((await stored(event.id))?.imagePath).toBe(current);
    expect(filesOf(event.id)).toHaveLength(2);
  });

  it('refuses an image over 40 megapixels, an unreadable one, and a missing or empty file', async () => {
    const { user, event } = await organiserWithEvent();
    const huge = await hugePng();
    expect(huge.length).toBeLessThan(EVENT_COVER_LIMITS.maxBytes);
    expectRejected(
      await upload(event.id, user.headers, form(huge)),
      400,
      'validation.event.cover.too_many_pixels',
    );
    expectRejected(
      await upload(event.id, user.headers, form(brokenPng())),
      400,
      'validation.event.cover.unreadable',
    );
    const wrongField = form(await pngImage(), 'capa.png', 'image/png', 'imagem');
    expectRejected(await upload(event.id, user.headers, wrongField), 400, 'validation.event.cover.required');
    expectRejected(
      await upload(event.id, user.headers, form(new Uint8Array())),
      400,
      'validation.event.cover.required',
    );
    expect(filesOf(event.id)).toEqual([]);
  });

  describe('over 8 MB', () => {
    it('refuses a declared Content-Length without reading the body', async () => {
      const { user, event } = await organiserWithEvent();
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      });
      const res = await ctx.app.request(`/api/v1/events/${event.id}/cover`, {
        method: 'PUT',
        headers: {
          ...user.headers,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(9 * MB),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      expectRejected({ res, body: (await res.json()) as Problem }, 413, 'validation.event.cover.too_large');
      expect(pulled).toBeLessThanOrEqual(1);
    });

    it('refuses a file just over 8 MB inside a body the envelope allowance lets through', async () => {
      const { user, event } = await organiserWithEvent();
      const png = await pngImage();
      const justOver = Buffer.concat([png, Buffer.alloc(EVENT_COVER_LIMITS.maxBytes + 1 - png.length)]);
      expectRejected(
        await upload(event.id, user.headers, form(justOver)),
        413,
        'validation.event.cover.too_large',
      );
    });
  });
});
