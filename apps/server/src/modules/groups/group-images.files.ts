import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EVENT_COVER_LIMITS } from '@eventos/domain';
import type { CoverVariant } from '../events/event-cover-image.ts';

/** A group's two images: a square logo and a 16:9 cover (the same pipeline as event covers). */
export type GroupImageKind = 'logo' | 'cover';

const LARGEST = Math.max(...EVENT_COVER_LIMITS.widths);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const groupDir = (groupId: string) => `groups/${groupId}`;

/**
 * The only names this module writes, under uploads/: groups/<group id>/<random>-logo.webp and
 * groups/<group id>/<random>-<width>.webp (the cover, linked by its largest width).
 */
const LOGO_FILE = new RegExp(`^groups/(${UUID})/[0-9a-f]{16}-logo\\.webp$`);
const COVER_FILE = new RegExp(
  `^groups/(${UUID})/([0-9a-f]{16})-(${EVENT_COVER_LIMITS.widths.join('|')})\\.webp$`,
);

/** A served file under uploads/groups/: its group and the path the group links to, or undefined. */
export function linkedGroupImage(file: string): { groupId: string; path: string } | undefined {
  const logo = LOGO_FILE.exec(file);
  if (logo?.[1]) return { groupId: logo[1], path: file };
  const cover = COVER_FILE.exec(file);
  if (cover?.[1]) return { groupId: cover[1], path: `groups/${cover[1]}/${cover[2]}-${LARGEST}.webp` };
  return undefined;
}

/** Writes a processed logo; answers its path under /uploads. */
export async function writeLogoFile(uploadsDir: string, groupId: string, image: Buffer): Promise<string> {
  await mkdir(join(uploadsDir, groupDir(groupId)), { recursive: true });
  const path = `${groupDir(groupId)}/${randomBytes(8).toString('hex')}-logo.webp`;
  await writeFile(join(uploadsDir, path), image, { flag: 'wx' });
  return path;
}

/** Writes a processed cover, one file per width; answers the path of the largest (the one linked). */
export async function writeGroupCoverFiles(
  uploadsDir: string,
  groupId: string,
  variants: CoverVariant[],
): Promise<string> {
  await mkdir(join(uploadsDir, groupDir(groupId)), { recursive: true });
  const stem = `${groupDir(groupId)}/${randomBytes(8).toString('hex')}`;
  const path = `${stem}-${LARGEST}.webp`;
  try {
    await Promise.all(
      variants.map(({ width, image }) =>
        writeFile(join(uploadsDir, `${stem}-${width}.webp`), image, { flag: 'wx' }),
      ),
    );
  } catch (err) {
    await removeGroupImageFiles(uploadsDir, groupId, path);
    throw err;
  }
  return path;
}

/** Deletes the files of an image this module wrote for the group; anything else is left alone. */
export async function removeGroupImageFiles(
  uploadsDir: string,
  groupId: string,
  path: string | null,
): Promise<void> {
  const linked = path ? linkedGroupImage(path) : undefined;
  if (!path || linked?.groupId !== groupId || linked.path !== path) return;
  const files = LOGO_FILE.test(path)
    ? [path]
    : EVENT_COVER_LIMITS.widths.map((width) => path.replace(/-\d+\.webp$/, `-${width}.webp`));
  await Promise.all(files.map((p) => rm(join(uploadsDir, p), { force: true })));
}

/** Deletes every file uploaded for a group (its folder), once the group is gone. */
export async function removeGroupUploads(uploadsDir: string, groupId: string): Promise<void> {
  if (!new RegExp(`^${UUID}$`).test(groupId)) return;
  await rm(join(uploadsDir, groupDir(groupId)), { recursive: true, force: true });
}
