import { type Context, Hono, type Next } from 'hono';
import type { AppEnv } from '../../http/types.ts';
import { eventPage } from './event-page.service.ts';
import { groupPage } from './group-page.service.ts';
import type { PageHead } from './page-head-tags.ts';
import { eventPagePath, groupPagePath, profilePagePath } from './page-urls.ts';
import { profilePage } from './profile-page.service.ts';
import { SITEMAP_MAX_AGE_SECONDS } from './public-pages.ts';
import { buildSitemap } from './seo.service.ts';
import { withNoindex, withPageHead } from './shell-head.ts';
import { renderRobots } from './sitemap-xml.ts';

export interface SeoOptions {
  /** Origin the URLs start with, without a trailing slash. */
  publicUrl: string;
  now?: () => number;
}

/** Public event and group pages may be kept this long by browsers and CDNs. */
export const PAGE_CACHE = 'public, max-age=60';

/**
 * GET /robots.txt and GET /sitemap.xml (the sitemap is kept in memory for a few minutes); the
 * IndexNow key file; and on /events/{slugOrId}, /groups/{slugOrId} and /user/{username} the web app's
 * HTML shell gets the event's, the public group's or the findable profile's title, description, link-preview tags and JSON-LD, so crawlers
 * need no JavaScript.
 */
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
    })
    .get('/:file{[A-Za-z0-9-]+\\.txt}', async (c, next) => {
      const key = c.get('searchIndex').key;
      if (!key || c.req.param('file') !== `${key}.txt`) return next();
      c.header('Cache-Control', cacheControl);
      return c.text(key);
    })
    .get('/events/:slugOrId', (c, next) =>
      withHead(c, next, eventPagePath, () =>
        eventPage(c.get('database').db, c.req.param('slugOrId'), publicUrl),
      ),
    )
    .get('/groups/:slugOrId', (c, next) =>
      withHead(c, next, groupPagePath, () =>
        groupPage(c.get('database').db, c.req.param('slugOrId'), publicUrl),
      ),
    )
    .get('/user/:username', (c, next) =>
      withHead(c, next, profilePagePath, () =>
        profilePage(c.get('database').db, c.req.param('username'), publicUrl),
      ),
    );
}

type PreviewPage =
  | { kind: 'page'; head: PageHead }
  | { kind: 'redirect'; slug: string }
  | { kind: 'noindex' };

/**
 * The web app's page with the head `read` finds for it: a page reached by id moves for good to its
 * slug's address; without a head (hidden, unknown, or the database failing) the page keeps the
 * default tags, and still works: the web app loads what it shows by itself.
 */
async function withHead(
  c: Context<AppEnv>,
  next: Next,
  pathOf: (slug: string) => string,
  read: () => Promise<PreviewPage | undefined>,
) {
  const page = await read().catch((err: unknown) => {
    c.get('log').warn({ err }, 'page tags unavailable');
    return undefined;
  });
  if (page?.kind === 'redirect') {
    c.header('Cache-Control', PAGE_CACHE);
    return c.redirect(`${pathOf(page.slug)}${new URL(c.req.url).search}`, 301);
  }
  await next();
  if (page?.kind === 'page') await addHead(c, page.head);
  if (page?.kind === 'noindex') await addNoindex(c);
}

/** Keeps a page out of search engines, by header and by tag, and names nothing on it. */
async function addNoindex(c: Context<AppEnv>): Promise<void> {
  const shell = c.res;
  if (shell.status !== 200 || !shell.headers.get('content-type')?.startsWith('text/html')) return;
  c.res = new Response(withNoindex(await shell.text()), shell);
  c.res.headers.delete('Content-Length');
  c.res.headers.set('X-Robots-Tag', 'noindex');
}

/** Puts the page's head into the HTML shell the web app answered with. */
async function addHead(c: Context<AppEnv>, head: PageHead): Promise<void> {
  const shell = c.res;
  if (shell.status !== 200 || !shell.headers.get('content-type')?.startsWith('text/html')) return;
  c.res = new Response(withPageHead(await shell.text(), head), shell);
  c.res.headers.delete('Content-Length');
  // The same HTML for everyone; an answer that sets a cookie is never shared.
  if (!c.res.headers.has('Set-Cookie')) c.res.headers.set('Cache-Control', PAGE_CACHE);
}
