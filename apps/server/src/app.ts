import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { apiNotFound, onError } from './http/error-handler.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { AppEnv } from './http/types.ts';
import { uploads, webApp } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  config: Pick<Config, 'webDistDir' | 'uploadsDir'> &
    Partial<Pick<Config, 'publicUrl' | 'trustProxy' | 'ipHashSecret'>>;
}

/** The whole HTTP application, without listening: main.ts serves it, tests call app.request(). */
export function buildApp({ database, logger, config }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(apiNotFound);

  app.use('*', requestContext(logger));
  app.use('*', securityHeaders());
  // Pre-compressed build files pass through untouched (they already carry Content-Encoding).
  app.use('*', compress());
  app.use('*', async (c, next) => {
    c.set('database', database);
    // Sessions arrive with the accounts module; until then every caller is a visitor.
    c.set('userId', null);
    await next();
  });

  app.route('/api/health', healthRoutes);
  app.route('/api/v1/events', eventsRoutes);
  app.route('/api/v1/contact', contactRoutes(config));
  app.all('/api/*', apiNotFound);

  app.route('/uploads', uploads(config.uploadsDir));
  app.get('/uploads/*', apiNotFound);
  app.route('/', seoRoutes({ publicUrl: config.publicUrl ?? 'http://localhost:3000' }));
  app.route('/', webApp(config.webDistDir));
  return app;
}

export type App = ReturnType<typeof buildApp>;
