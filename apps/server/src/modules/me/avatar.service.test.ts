import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createProfile } from '../../test/factories.ts';
import { clearAvatar, setAvatar } from './avatar.service.ts';
import { AvatarImageError } from './avatar-image.ts';
import { gifImage, pngImage } from './test-images.ts';

describeEachBackend('avatar service', (ctx) => {
  const caller = (userId: string) => ({ userId, language: 'pt-BR' }) as const;
  const onDisk = (path: string | null) => path !== null && existsSync(join(ctx.uploadsDir, path));
  /** The uploads folder is shared by the tests of a backend: count only this user's files. */
  const avatarFilesOf = (userId: string) => {
    const dir = join(ctx.uploadsDir, 'avatars');
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(userId)) : [];
  };

  it('stores a 512 × 512 WebP under avatars/<user id>-<random>.webp and links it', async () => {
    const user = await createProfile(ctx.db);
    const me = await setAvatar(ctx.db, ctx.uploadsDir, caller(user.id), await pngImage());
    const path = me.profile.avatarPath;
    expect(path).toMatch(new RegExp(`^avatars/${user.id}-[0-9a-f]{16}\\.webp$`));
    expect(onDisk(path)).toBe(true);
    const meta = await sharp(join(ctx.uploadsDir, path ?? '')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('deletes the replaced file and, when cleared, the last one', async () => {
    const user = await createProfile(ctx.db);
    const first = (await setAvatar(ctx.db, ctx.uploadsDir, caller(user.id), await pngImage())).profile
      .avatarPath;
    const second = (await setAvatar(ctx.db, ctx.uploadsDir, caller(user.id), await gifImage())).profile
      .avatarPath;
    expect(second).not.toBe(first);
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);
    const cleared = await clearAvatar(ctx.db, ctx.uploadsDir, caller(user.id));
    expect(cleared.profile.avatarPath).toBeNull();
    expect(avatarFilesOf(user.id)).toEqual([]);
  });

  it('leaves other users’ avatars alone', async () => {
    const ana = await createProfile(ctx.db);
    const bia = await createProfile(ctx.db);
    const anas = (await setAvatar(ctx.db, ctx.uploadsDir, caller(ana.id), await pngImage())).profile
      .avatarPath;
    await setAvatar(ctx.db, ctx.uploadsDir, caller(bia.id), await pngImage());
    await clearAvatar(ctx.db, ctx.uploadsDir, caller(bia.id));
    expect(onDisk(anas)).toBe(true);
    expect(avatarFilesOf(ana.id)).toHaveLength(1);
    expect(avatarFilesOf(bia.id)).toEqual([]);
  });

  it('writes nothing for a rejected image, and removes the new file when the profile cannot be saved', async () => {
    const user = await createProfile(ctx.db);
    await expect(
      setAvatar(ctx.db, ctx.uploadsDir, caller(user.id), Buffer.from('texto')),
    ).rejects.toBeInstanceOf(AvatarImageError);
    expect(avatarFilesOf(user.id)).toEqual([]);
    // A caller without an account cannot get a profile (its auth user is missing).
    const stranger = randomUUID();
    await expect(setAvatar(ctx.db, ctx.uploadsDir, caller(stranger), await pngImage())).rejects.toThrow();
    expect(avatarFilesOf(stranger)).toEqual([]);
  });
});
