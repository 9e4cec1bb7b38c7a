import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The only names this module writes, under uploads/: sponsorships/<sponsorship id>/<random>-logo.webp. */
const LOGO_FILE = new RegExp(`^sponsorships/(${UUID})/[0-9a-f]{16}-logo\\.webp$`);

const sponsorshipDir = (id: string) => `sponsorships/${id}`;

/** A served file under uploads/sponsorships/: its sponsorship, or undefined for any other name. */
export function linkedSponsorshipLogo(file: string): { sponsorshipId: string; path: string } | undefined {
  const match = LOGO_FILE.exec(file);
  return match?.[1] ? { sponsorshipId: match[1], path: file } : undefined;
}

/** Writes a processed logo under a new name; answers its path under /uploads. */
export async function writeSponsorshipLogo(uploadsDir: string, id: string, image: Buffer): Promise<string> {
  await mkdir(join(uploadsDir, sponsorshipDir(id)), { recursive: true });
  const path = `${sponsorshipDir(id)}/${randomBytes(8).toString('hex')}-logo.webp`;
  await writeFile(join(uploadsDir, path), image, { flag: 'wx' });
  return path;
}

/** Deletes a logo this module wrote for the sponsorship; anything else is left alone. */
export async function removeSponsorshipLogo(
  uploadsDir: string,
  id: string,
  path: string | null,
): Promise<void> {
  if (!path || linkedSponsorshipLogo(path)?.sponsorshipId !== id) return;
  await rm(join(uploadsDir, path), { force: true });
}
