import { fileURLToPath } from 'node:url';

/** The repository root and the folder where every benchmark writes its JSON. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const RESULTS_DIR = fileURLToPath(new URL('../../results/', import.meta.url));
export const SERVER_MAIN = fileURLToPath(new URL('../../../apps/server/src/main.ts', import.meta.url));
export const BARE_HONO_SERVER = fileURLToPath(new URL('./bare-hono-server.ts', import.meta.url));
export const WEB_DIST = fileURLToPath(new URL('../../../apps/web/dist/', import.meta.url));
