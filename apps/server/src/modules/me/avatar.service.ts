import type { MeResponse } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { removeAvatarFile, writeAvatarFile } from './avatar-files.ts';
import { toAvatarWebp } from './avatar-image.ts';
import { replaceOwnAvatarPath } from './me.repository.ts';
import { ensureOwnProfile, readMe } from './me.service.ts';

/**
 * Makes an uploaded image the caller's avatar: converted (throws AvatarImageError when it cannot
 * be), stored under a new name, linked to the profile, and the file it replaces deleted.
 */
export async function setAvatar(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  upload: Uint8Array,
): Promise<MeResponse> {
  const image = await toAvatarWebp(upload);
  const path = await writeAvatarFile(uploadsDir, caller.userId, image);
  try {
    return await swapAvatar(db, uploadsDir, caller, path);
  } catch (err) {
    await removeAvatarFile(uploadsDir, path);
    throw err;
  }
}

/** Unlinks the caller's avatar and deletes its file. */
export function clearAvatar(db: Database, uploadsDir: string, caller: Caller): Promise<MeResponse> {
  return swapAvatar(db, uploadsDir, caller, null);
}

async function swapAvatar(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  path: string | null,
): Promise<MeResponse> {
  const { me, previous } = await withUser(db, caller.userId, async (tx) => {
    await ensureOwnProfile(tx, caller);
    const previous = await replaceOwnAvatarPath(tx, caller.userId, path);
    return { me: await readMe(tx, caller), previous };
  });
  if (previous !== path) await removeAvatarFile(uploadsDir, previous);
  return me;
}
