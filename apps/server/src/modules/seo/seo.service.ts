import { type Database, withUser } from '../../db/client.ts';
import { eventPageUrl } from './page-urls.ts';
import { SITEMAP_EVENT_LIMIT, SITEMAP_PAGES } from './public-pages.ts';
import { listSitemapEvents } from './seo.repository.ts';
import { renderSitemap } from './sitemap-xml.ts';

/** The sitemap of the public pages and of every public, published event, with absolute URLs. */
export async function buildSitemap(db: Database, publicUrl: string): Promise<string> {
  const rows = await withUser(db, null, (tx) => listSitemapEvents(tx, SITEMAP_EVENT_LIMIT));
  return renderSitemap([
    ...SITEMAP_PAGES.map((path) => ({ loc: `${publicUrl}${path === '/' ? '/' : path}` })),
    ...rows.map((row) => ({
      loc: eventPageUrl(publicUrl, row.slug),
      lastmod: row.updatedAt,
    })),
  ]);
}
