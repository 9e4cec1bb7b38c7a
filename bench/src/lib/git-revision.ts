import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from './paths.ts';

const run = promisify(execFile);

/** The short commit of HEAD, with "-dirty" when tracked files differ from it; "unknown" outside git. */
export async function gitRevision(): Promise<string> {
  try {
    const { stdout: commit } = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT });
    const { stdout: changes } = await run('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: REPO_ROOT,
    });
    return `${commit.trim()}${changes.trim() ? '-dirty' : ''}`;
  } catch {
    return 'unknown';
  }
}
