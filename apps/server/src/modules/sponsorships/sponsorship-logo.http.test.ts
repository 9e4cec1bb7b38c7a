import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Sponsorship } from '@eventos/domain';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { brokenPng, pngImage } from '../me/test-images.ts';
import { approveDirectly, requestAs, sponsoredEvent } from './sponsorships.test-helpers.ts';

type Answer = {
  res: Response;
  body: Sponsorship & { code?: string; errors?: { path: string; code: string }[] };
};

const form = (bytes: Uint8Array) => {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
  return data;
};

/** A sponsor's logo: the avatar pipeline, the sponsor only and before approval, served to who may see it. */
describeEachBackend('/api/v1/sponsorships/{id}/logo', (ctx) => {
  const send = async (
    method: 'PUT' | 'DELETE',
    id: string,
    who?: SignedInUser,
    body?: BodyInit,
  ): Promise<Answer> => {
    const res = await ctx.app.request(`/api/v1/sponsorships/${id}/logo`, {
      method,
      headers: who?.headers ?? { origin: 'http://localhost:3000' },
      body,
    });
    return { res, body: (await res.json()) as Answer['body'] };
  };
  const served = (path: string | null, who?: SignedInUser) =>
    ctx.app.request(`/uploads/${path ?? 'none'}`, { headers: who?.headers ?? {} });
  const filesOf = (id: string) => {
    const dir = join(ctx.uploadsDir, 'sponsorships', id);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('the sponsor sets a square logo, replaces it (old file deleted); it is private until approved, then locked', async () => {
    const { organiser, sponsor, event, tier } = await sponsoredEvent(ctx.app, ctx.db);
    const stranger = await signUpAndSignIn(ctx.app, ctx.db);
    const asked = await requestAs(ctx.app, sponsor, event.id, tier.id);

    const first = await send('PUT', asked.id, sponsor, form(await pngImage(900, 600)));
    expect(first.res.status).toBe(200);
    const path = first.body.sponsor.logoPath;
    expect(path).toMatch(new RegExp(`^sponsorships/${asked.id}/[0-9a-f]{16}-logo\\.webp$`));
    expect(filesOf(asked.id)).toHaveLength(1);
    // Not approved yet: never served to the public.
    for (const who of [undefined, stranger]) expect((await served(path, who)).status).toBe(404);

    const second = await send('PUT', asked.id, sponsor, form(await pngImage(300, 300)));
    expect(second.body.sponsor.logoPath).not.toBe(path);
    expect(filesOf(asked.id)).toHaveLength(1);

    await approveDirectly(ctx.db, asked.id);
    const open = await served(second.body.sponsor.logoPath, undefined);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await sharp(Buffer.from(await open.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    expect((await served(second.body.sponsor.logoPath, organiser)).status).toBe(200);
    // The replaced file is gone, and a name the sponsorship does not link is never served.
    expect((await served(path, undefined)).status).toBe(404);
    const locked = await send('DELETE', asked.id, sponsor);
    expect([locked.res.status, locked.body.code]).toEqual([409, 'sponsorship.logo.locked']);
  });

  // The session is read only under the /uploads folders http/session.ts names; until it names
  // sponsorships/ too, a logo not yet approved reaches nobody, not even its sponsor.
  it('a logo not yet approved reaches its sponsor and the event managers, never kept by a cache', async () => {
    const { organiser, sponsor, event, tier } = await sponsoredEvent(ctx.app, ctx.db);
    const asked = await requestAs(ctx.app, sponsor, event.id, tier.id);
    const { body } = await send('PUT', asked.id, sponsor, form(await pngImage()));
    for (const who of [sponsor, organiser]) {
      const file = await served(body.sponsor.logoPath, who);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('refuses what is not an image, anyone but the sponsor, and writes nothing for them', async () => {
    const { organiser, sponsor, event, tier } = await sponsoredEvent(ctx.app, ctx.db);
    const asked = await requestAs(ctx.app, sponsor, event.id, tier.id);
    const broken = await send('PUT', asked.id, sponsor, form(brokenPng()));
    expect(broken.res.status).toBe(400);
    expect(broken.body.errors?.[0]).toMatchObject({ path: 'file' });
    const empty = await send('PUT', asked.id, sponsor, new FormData());
    expect(empty.body.errors?.[0]?.code).toBe('validation.avatar.required');
    const byOrganiser = await send('PUT', asked.id, organiser, form(await pngImage()));
    expect([byOrganiser.res.status, byOrganiser.body.code]).toEqual([403, 'sponsorship.forbidden']);
    const stranger = await signUpAndSignIn(ctx.app, ctx.db);
    expect((await send('PUT', asked.id, stranger, form(await pngImage()))).res.status).toBe(404);
    expect((await send('PUT', asked.id, undefined, form(await pngImage()))).res.status).toBe(401);
    expect(filesOf(asked.id)).toEqual([]);
    const cleared = await send('DELETE', asked.id, sponsor);
    expect([cleared.res.status, cleared.body.sponsor.logoPath]).toEqual([200, null]);
  });
});
