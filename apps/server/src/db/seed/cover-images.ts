import { access, mkdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { COVER_HEIGHT, COVER_WIDTH } from './cover-svg.ts';

export interface CoverJob {
  /** Path under the uploads folder, e.g. `events/roda-de-samba.webp`. */
  imagePath: string;
  svg: () => string;
}

export interface CoverReport {
  written: number;
  skipped: number;
}

const CONCURRENCY = 3;

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Renders one SVG to a WebP cover, through a temporary file so a crash never leaves half an image. */
export async function writeCover(file: string, svg: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await sharp(Buffer.from(svg))
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover' })
    .webp({ quality: 82, effort: 2 })
    .toFile(partial);
  await rename(partial, file);
}

/** Writes every cover that is not there yet, a few at a time. */
export async function writeCovers(uploadsDir: string, jobs: readonly CoverJob[]): Promise<CoverReport> {
  const report: CoverReport = { written: 0, skipped: 0 };
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const file = join(uploadsDir, job.imagePath);
      if (await exists(file)) {
        report.skipped++;
        continue;
      }
      await writeCover(file, job.svg());
      report.written++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  return report;
}
