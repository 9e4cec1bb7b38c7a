import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EVENT_COVER_LIMITS, isEventId } from '@eventos/domain';
import type { CoverVariant } from './event-cover-image.ts';

const LARGEST = Math.max(...EVENT_COVER_LIMITS.widths);

const coverDir = (eventId: string) => `events/${eventId}`;

/**
 * The only shape of path this module writes for an event: events/<event id>/<random>-1280.webp.
 * Anything else (a seed cover such as events/<slug>.webp, another event's file) is never deleted.
 */
const isUploadedCoverOf = (eventId: string, path: string) =>
  path.startsWith(`${coverDir(eventId)}/`) &&
  new RegExp(`^events/[0-9a-f-]{36}/[0-9a-f]{16}-${LARGEST}\\.webp$`).test(path);

/** Any width of an uploaded cover: events/<event id>/<random>-<width>.webp. */
const UPLOADED_VARIANT = new RegExp(
  `^(events/[0-9a-f-]{36}/[0-9a-f]{16})-(?:${EVENT_COVER_LIMITS.widths.join('|')})\\.webp$`,
);

/**
 * The path an event links to for a served file under uploads/: an uploaded cover's narrower
 * widths belong to its largest; anything else (a seed cover) is linked as it is.
 */
export function linkedCoverPath(file: string): string {
  const variant = UPLOADED_VARIANT.exec(file);
  return variant ? `${variant[1]}-${LARGEST}.webp` : file;
}

/** The files of a stored cover: the linked largest width and its narrower siblings. */
export function coverVariantPaths(path: string): string[] {
  const stem = path.slice(0, -`-${LARGEST}.webp`.length);
  return EVENT_COVER_LIMITS.widths.map((width) => `${stem}-${width}.webp`);
}

/**
 * Writes a processed cover as uploads/events/<event id>/<random>-<width>.webp, one file per width;
 * answers the path of the largest under /uploads (the one the event links to).
 */
export async function writeCoverFiles(
  uploadsDir: string,
  eventId: string,
  variants: CoverVariant[],
): Promise<string> {
  const dir = coverDir(eventId);
  await mkdir(join(uploadsDir, dir), { recursive: true });
  const stem = `${dir}/${randomBytes(8).toString('hex')}`;
  const path = `${stem}-${LARGEST}.webp`;
  try {
    await Promise.all(
      variants.map(({ width, image }) =>
        writeFile(join(uploadsDir, `${stem}-${width}.webp`), image, { flag: 'wx' }),
      ),
    );
  } catch (err) {
    await removeCoverFiles(uploadsDir, eventId, path);
    throw err;
  }
  return path;
}

/** Deletes the files of a cover this module wrote for the event; a missing file or a foreign path is left alone. */
export async function removeCoverFiles(
  uploadsDir: string,
  eventId: string,
  path: string | null,
): Promise<void> {
  if (!path || !isUploadedCoverOf(eventId, path)) return;
  await Promise.all(coverVariantPaths(path).map((p) => rm(join(uploadsDir, p), { force: true })));
}

/** Deletes every file uploaded for an event (its folder events/<event id>/), once the event is gone. */
export async function removeEventUploads(uploadsDir: string, eventId: string): Promise<void> {
  if (!isEventId(eventId)) return;
  await rm(join(uploadsDir, coverDir(eventId)), { recursive: true, force: true });
}
