/** Paths of the public site that search engines may index (spec §2 public routes with content). */
export const SITEMAP_PAGES = [
  '/',
  '/events',
  '/groups',
  '/about',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
] as const;

/** At most this many event URLs in the one sitemap file (the format allows 50 000 entries). */
export const SITEMAP_EVENT_LIMIT = 45_000;

/** At most this many public group URLs (events and groups together stay under the 50 000 of one file). */
export const SITEMAP_GROUP_LIMIT = 4_000;

/** Seconds browsers, CDNs and this process keep the sitemap before asking again. */
export const SITEMAP_MAX_AGE_SECONDS = 300;
