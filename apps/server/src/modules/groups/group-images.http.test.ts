import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GroupDetail } from '@eventos/domain';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { brokenPng, pngImage } from '../me/test-images.ts';
import { createGroupAs, seat } from './groups.test-helpers.ts';

type Answer = {
  res: Response;
  body: GroupDetail & { code?: string; errors?: { path: string; code: string }[] };
};

const form = (bytes: Uint8Array) => {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(bytes)], 'imagem.png', { type: 'image/png' }));
  return data;
};

/** A group's logo and cover: the upload pipelines of avatars and event covers, served to whoever may see the group. */
describeEachBackend('/api/v1/groups/{id}/logo and /cover', (ctx) => {
  const send = async (
    method: 'PUT' | 'DELETE',
    path: string,
    who?: SignedInUser,
    body?: BodyInit,
  ): Promise<Answer> => {
    const res = await ctx.app.request(path, {
      method,
      headers: who?.headers ?? { origin: 'http://localhost:3000' },
      body,
    });
    return { res, body: (await res.json()) as Answer['body'] };
  };
  const served = (url: string | null, who?: SignedInUser) =>
    ctx.app.request(url ?? '/uploads/none', { headers: who?.headers ?? {} });
  const filesOf = (groupId: string) => {
    const dir = join(ctx.uploadsDir, 'groups', groupId);
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };

  it('an organiser sets a square logo and a 16:9 cover in two widths; replacing or removing deletes the old files', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const organiser = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner);
    await seat(ctx.db, group.id, [{ userId: organiser.userId, role: 'organizer' }]);

    const logo = await send(
      'PUT',
      `/api/v1/groups/${group.id}/logo`,
      organiser,
      form(await pngImage(900, 600)),
    );
    expect(logo.res.status).toBe(200);
    expect(logo.body.logoUrl).toMatch(new RegExp(`^/uploads/groups/${group.id}/[0-9a-f]{16}-logo\\.webp$`));
    const logoFile = await served(logo.body.logoUrl);
    expect(logoFile.status).toBe(200);
    expect(await sharp(Buffer.from(await logoFile.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });

    const cover = await send(
      'PUT',
      `/api/v1/groups/${group.slug}/cover`,
      owner,
      form(await pngImage(1600, 1600)),
    );
    expect(cover.res.status).toBe(200);
    expect(cover.body.coverUrl).toMatch(/-1280\.webp$/);
    expect(cover.body.logoUrl).toBe(logo.body.logoUrl);
    const narrow = (cover.body.coverUrl ?? '').replace(/-1280\.webp$/, '-640.webp');
    const coverFile = await served(narrow);
    expect(coverFile.status).toBe(200);
    expect(await sharp(Buffer.from(await coverFile.arrayBuffer())).metadata()).toMatchObject({
      width: 640,
      height: 360,
    });
    expect(filesOf(group.id)).toHaveLength(3);

    const again = await send('PUT', `/api/v1/groups/${group.id}/logo`, owner, form(await pngImage(300, 300)));
    expect(again.body.logoUrl).not.toBe(logo.body.logoUrl);
    expect((await served(logo.body.logoUrl)).status).toBe(404);
    expect(filesOf(group.id)).toHaveLength(3);

    const removed = await send('DELETE', `/api/v1/groups/${group.id}/cover`, organiser);
    expect(removed.res.status).toBe(200);
    expect(removed.body.coverUrl).toBeNull();
    expect(filesOf(group.id)).toHaveLength(1);
    expect((await send('DELETE', `/api/v1/groups/${group.id}/logo`, owner)).body.logoUrl).toBeNull();
    expect(filesOf(group.id)).toEqual([]);
  });

  it('refuses what is not an image, members and visitors, and writes nothing for them', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const member = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner);
    await seat(ctx.db, group.id, [{ userId: member.userId }]);

    const broken = await send('PUT', `/api/v1/groups/${group.id}/cover`, owner, form(brokenPng()));
    expect(broken.res.status).toBe(400);
    expect(broken.body.errors).toEqual([
      expect.objectContaining({ path: 'file', code: 'validation.event.cover.unreadable' }),
    ]);
    const text = await send(
      'PUT',
      `/api/v1/groups/${group.id}/logo`,
      owner,
      form(Buffer.from('<svg onload="x()"/>')),
    );
    expect(text.body.errors?.[0]?.code).toBe('validation.avatar.type');
    const empty = await send('PUT', `/api/v1/groups/${group.id}/logo`, owner, new FormData());
    expect(empty.body.errors?.[0]?.code).toBe('validation.avatar.required');

    const byMember = await send('PUT', `/api/v1/groups/${group.id}/logo`, member, form(await pngImage()));
    expect(byMember.res.status).toBe(403);
    expect(byMember.body.code).toBe('group.forbidden');
    expect((await send('DELETE', `/api/v1/groups/${group.id}/cover`, member)).res.status).toBe(403);
    expect(
      (await send('PUT', `/api/v1/groups/${group.id}/logo`, undefined, form(await pngImage()))).res.status,
    ).toBe(401);
    expect(filesOf(group.id)).toEqual([]);
  });

  it('a private group’s images reach its members only, never kept by a cache', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const member = await signUpAndSignIn(ctx.app, ctx.db);
    const outsider = await signUpAndSignIn(ctx.app, ctx.db);
    const group = await createGroupAs(ctx.app, owner, { visibility: 'private' });
    await seat(ctx.db, group.id, [{ userId: member.userId }]);
    const { body } = await send('PUT', `/api/v1/groups/${group.id}/logo`, owner, form(await pngImage()));
    const url = body.logoUrl;

    const seen = await served(url, member);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    for (const who of [undefined, outsider]) expect((await served(url, who)).status).toBe(404);
    expect(
      (await send('PUT', `/api/v1/groups/${group.id}/logo`, outsider, form(await pngImage()))).res.status,
    ).toBe(404);

    await ctx.app.request(`/api/v1/groups/${group.id}`, {
      method: 'PUT',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: group.name, category: group.category, visibility: 'public' }),
    });
    const open = await served(url);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=86400');
    // A file of the folder the group does not link to is never served.
    expect((await served(`/uploads/groups/${group.id}/0123456789abcdef-logo.webp`)).status).toBe(404);
  });
});
