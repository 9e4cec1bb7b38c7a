import type { MeResponse, Problem } from '@eventos/domain';
import { AVATAR_LIMITS } from '@eventos/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { brokenPng, gifImage, hugePng, jpegWithExif, pngImage } from './test-images.ts';

const MB = 1024 * 1024;

const form = (bytes: Uint8Array, name = 'foto.png', type = 'image/png', field = 'file') => {
  const data = new FormData();
  data.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return data;
};

describeEachBackend('/api/v1/me/avatar', (ctx) => {
  const send = async (method: 'POST' | 'DELETE', headers: Record<string, string>, body?: BodyInit) => {
    const res = await ctx.app.request('/api/v1/me/avatar', { method, headers, body });
    return { res, body: (await res.json()) as MeResponse & Problem };
  };
  const upload = (headers: Record<string, string>, data: FormData) => send('POST', headers, data);
  const served = (path: string | null) => ctx.app.request(`/uploads/${path}`);
  const expectRejected = async (
    result: { res: Response; body: Problem },
    status: number,
    code: string,
  ): Promise<void> => {
    expect(result.res.status).toBe(status);
    expect(result.res.headers.get('content-type')).toContain('application/problem+json');
    expect(result.body.code).toBe(code);
    expect(result.body.errors).toEqual([expect.objectContaining({ path: 'file', code })]);
  };

  describe('as a visitor', () => {
    it('answers 401 to an upload and to a removal', async () => {
      const up = await upload({}, form(await pngImage()));
      expect(up.res.status).toBe(401);
      expect(up.body.code).toBe('auth.unauthenticated');
      const del = await send('DELETE', {});
      expect(del.res.status).toBe(401);
      expect(del.body.code).toBe('auth.unauthenticated');
    });
  });

  it.each([
    ['PNG', pngImage, 'foto.png', 'image/png'],
    ['JPEG', jpegWithExif, 'foto.jpg', 'image/jpeg'],
    ['GIF', gifImage, 'foto.gif', 'image/gif'],
  ])(
    'turns a %s into a 512 × 512 WebP without metadata, served under /uploads',
    async (_, make, name, type) => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      const { res, body } = await upload(user.headers, form(await make(), name, type));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('no-store');
      const path = body.profile.avatarPath;
      expect(path).toMatch(new RegExp(`^avatars/${user.userId}-[0-9a-f]{16}\\.webp$`));
      const file = await served(path);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      expect(meta.exif).toBeUndefined();
    },
  );

  it('replaces the previous avatar file and removes the last one on DELETE', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const first = (await upload(user.headers, form(await pngImage()))).body.profile.avatarPath;
    const second = (await upload(user.headers, form(await gifImage(), 'b.gif', 'image/gif'))).body.profile
      .avatarPath;
    expect(second).not.toBe(first);
    expect((await served(first)).status).toBe(404);
    expect((await served(second)).status).toBe(200);
    const { res, body } = await send('DELETE', user.headers);
    expect(res.status).toBe(200);
    expect(body.profile.avatarPath).toBeNull();
    expect((await served(second)).status).toBe(404);
  });

  it('touches only the caller’s avatar, admin included', async () => {
    const ana = await signUpAndSignIn(ctx.app, ctx.db);
    const admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    const anas = (await upload(ana.headers, form(await pngImage()))).body.profile.avatarPath;
    const admins = await upload(admin.headers, form(await pngImage()));
    expect(admins.body.profile).toMatchObject({ id: admin.userId, role: 'admin' });
    await send('DELETE', admin.headers);
    expect((await served(anas)).status).toBe(200);
    const me = await ctx.app.request('/api/v1/me', { headers: ana.headers });
    expect(((await me.json()) as MeResponse).profile.avatarPath).toBe(anas);
  });

  it('refuses a text file named .png by its content, keeping the current avatar', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const current = (await upload(user.headers, form(await pngImage()))).body.profile.avatarPath;
    const text = new TextEncoder().encode('isto é um texto que finge ser uma imagem');
    await expectRejected(
      await upload(user.headers, form(text, 'foto.png', 'image/png')),
      400,
      'validation.avatar.type',
    );
    const me = await ctx.app.request('/api/v1/me', { headers: user.headers });
    expect(((await me.json()) as MeResponse).profile.avatarPath).toBe(current);
    expect((await served(current)).status).toBe(200);
  });

  it('refuses an image over 40 megapixels and an unreadable one', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const huge = await hugePng();
    expect(huge.length).toBeLessThan(AVATAR_LIMITS.maxBytes);
    await expectRejected(await upload(user.headers, form(huge)), 400, 'validation.avatar.too_many_pixels');
    await expectRejected(await upload(user.headers, form(brokenPng())), 400, 'validation.avatar.unreadable');
  });

  it('asks for a file when the field is missing or empty', async () => {
    const user = await signUpAndSignIn(ctx.app, ctx.db);
    const wrongField = form(await pngImage(), 'foto.png', 'image/png', 'imagem');
    await expectRejected(await upload(user.headers, wrongField), 400, 'validation.avatar.required');
    await expectRejected(
      await upload(user.headers, form(new Uint8Array())),
      400,
      'validation.avatar.required',
    );
  });

  describe('over 5 MB', () => {
    it('refuses a declared Content-Length without reading the body', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      });
      const res = await ctx.app.request('/api/v1/me/avatar', {
        method: 'POST',
        headers: {
          ...user.headers,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(6 * MB),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      await expectRejected({ res, body: (await res.json()) as Problem }, 413, 'validation.avatar.too_large');
      expect(pulled).toBeLessThanOrEqual(1);
    });

    it('refuses a 6 MB upload sent without a length', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * MB)]);
      await expectRejected(await upload(user.headers, form(big)), 413, 'validation.avatar.too_large');
    });

    it('refuses a file just over 5 MB inside a body the envelope allowance lets through', async () => {
      const user = await signUpAndSignIn(ctx.app, ctx.db);
      const png = await pngImage();
      const justOver = Buffer.concat([png, Buffer.alloc(AVATAR_LIMITS.maxBytes + 1 - png.length)]);
      await expectRejected(await upload(user.headers, form(justOver)), 413, 'validation.avatar.too_large');
    });
  });
});
