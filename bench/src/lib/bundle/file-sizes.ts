import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const GZIP_LEVEL = 9;

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export async function sizeOf(distDir: string, file: string): Promise<FileSize> {
  const content = await readFile(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: GZIP_LEVEL }).length };
}

/** Every file under `dir` whose name ends with one of `extensions`, relative to `dir`, sorted. */
export async function filesUnder(dir: string, extensions: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && extensions.some((ext) => e.name.endsWith(ext)))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

export const sum = (sizes: readonly FileSize[]) => ({
  bytes: sizes.reduce((n, s) => n + s.bytes, 0),
  gzipBytes: sizes.reduce((n, s) => n + s.gzipBytes, 0),
});
