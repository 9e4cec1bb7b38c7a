import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';
import { SITEMAP_MAX_AGE_SECONDS } from './public-pages.ts';
import { buildSitemap } from './seo.service.ts';
import { renderRobots } from './sitemap-xml.ts';

export interface SeoOptions {
  /** Origin the URLs start with, without a trailing slash. */
  publicUrl: string;
  now?: () => number;
}

/** GET /robots.txt and GET /sitemap.xml; the sitemap is kept in memory for a few minutes. */
export function seoRoutes({ publicUrl, now = Date.now }: SeoOptions) {
  let cached: { xml: string; expires: number } | undefined;
  const cacheControl = `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`;

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', cacheControl);
      return c.text(renderRobots(publicUrl));
    })
    .get('/sitemap.xml', async (c) => {
      if (!cached || cached.expires <= now()) {
        const xml = await buildSitemap(c.get('database').db, publicUrl);
        cached = { xml, expires: now() + SITEMAP_MAX_AGE_SECONDS * 1000 };
      }
      return c.body(cached.xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': cacheControl,
      });
    });
}
