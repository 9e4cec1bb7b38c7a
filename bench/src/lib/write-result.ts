import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { REPO_ROOT, RESULTS_DIR } from './paths.ts';

/** Writes `bench/results/<name>.json` and returns its path relative to the repository root. */
export async function writeResult(name: string, data: unknown): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return relative(REPO_ROOT, file);
}
