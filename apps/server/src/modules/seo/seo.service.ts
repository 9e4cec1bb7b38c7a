import { type Database, withUser } from '../../db/client.ts';
import { eventPageUrl, groupPageUrl } from './page-urls.ts';
import { SITEMAP_EVENT_LIMIT, SITEMAP_GROUP_LIMIT, SITEMAP_PAGES } from './public-pages.ts';
import { listSitemapEvents, listSitemapGroups } from './seo.repository.ts';
import { renderSitemap } from './sitemap-xml.ts';

/** The sitemap of the public pages, every public, published event and every public group, with absolute URLs. */
export async function buildSitemap(db: Database, publicUrl: string): Promise<string> {
  const { rows, groups } = await withUser(db, null, async (tx) => ({
    rows: await listSitemapEvents(tx, SITEMAP_EVENT_LIMIT),
    groups: await listSitemapGroups(tx, SITEMAP_GROUP_LIMIT),
  }));
  return renderSitemap([
    ...SITEMAP_PAGES.map((path) => ({ loc: `${publicUrl}${path === '/' ? '/' : path}` })),
    ...rows.map((row) => ({
      loc: eventPageUrl(publicUrl, row.slug),
      lastmod: row.updatedAt,
    })),
    ...groups.map((row) => ({ loc: groupPageUrl(publicUrl, row.slug), lastmod: row.updatedAt })),
  ]);
}
