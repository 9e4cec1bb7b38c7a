import { fileURLToPath } from 'node:url';

/** The repository root (the folder that holds e2e/, apps/ and packages/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the specs write screenshots worth looking at (gitignored). */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
