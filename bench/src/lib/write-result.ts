import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { REPO_ROOT, RESULTS_DIR } from './paths.ts';

/**
 * Writes `bench/results/<name>.json` (and the same under each of `aliases`) and returns its path
 * relative to the repository root.
 */
export async function writeResult(
  name: string,
  data: unknown,
  aliases: readonly string[] = [],
): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const file = join(RESULTS_DIR, `${name}.json`);
  for (const path of [file, ...aliases.map((a) => join(RESULTS_DIR, `${a}.json`))])
    await writeFile(path, text);
  return relative(REPO_ROOT, file);
}
