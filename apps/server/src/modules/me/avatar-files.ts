import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const AVATAR_DIR = 'avatars';
/** The only shape of path this module writes; anything else is never deleted from disk. */
const AVATAR_PATH = /^avatars\/[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

/** Writes a processed avatar as uploads/avatars/<userId>-<random>.webp; answers its path under /uploads. */
export async function writeAvatarFile(
  uploadsDir: string,
  userId: string,
  image: Uint8Array,
): Promise<string> {
  await mkdir(join(uploadsDir, AVATAR_DIR), { recursive: true });
  const path = `${AVATAR_DIR}/${userId}-${randomBytes(8).toString('hex')}.webp`;
  await writeFile(join(uploadsDir, path), image, { flag: 'wx' });
  return path;
}

/** Deletes an avatar file this module wrote; a missing file or a foreign path is left alone. */
export async function removeAvatarFile(uploadsDir: string, path: string | null): Promise<void> {
  if (!path || !AVATAR_PATH.test(path)) return;
  await rm(join(uploadsDir, path), { force: true });
}
