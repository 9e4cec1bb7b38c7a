import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './types.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET so client-side routes work on reload.
 */
export function webApp(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexPath = join(distDir, 'index.html');
  let indexHtml: string | undefined;

  app.use(
    '/assets/*',
    cacheFor(() => IMMUTABLE),
    serveStatic({ root: distDir, precompressed: true }),
  );
  app.use(
    '*',
    cacheFor((res) =>
      res.headers.get('content-type')?.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
    ),
    serveStatic({ root: distDir, precompressed: true }),
  );
  app.get('*', (c) => {
    if (!indexHtml) {
      if (!existsSync(indexPath)) {
        return c.text('The web app is not built yet: run `npm run build`.', 503);
      }
      indexHtml = readFileSync(indexPath, 'utf8');
    }
    return c.html(indexHtml);
  });
  return app;
}

/** User and generated images under DATA_DIR/uploads. */
export function uploads(uploadsDir: string) {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    cacheFor(() => 'public, max-age=86400'),
    serveStatic({ root: uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/uploads/, '') }),
  );
  return app;
}

/** Sets Cache-Control on a successful response of the handlers after it. */
function cacheFor(policy: (res: Response) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set('Cache-Control', policy(c.res));
  };
}
