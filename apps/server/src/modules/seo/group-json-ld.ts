import type { GroupRow } from '../groups/groups.sql.ts';

/** What the page builder already worked out from the row. */
export interface GroupLinks {
  /** Absolute canonical URL of the group page. */
  url: string;
  /** Absolute URLs of the logo and the cover, if there are. */
  logo?: string;
  image?: string;
  /** Plain-text description. */
  description: string;
}

const compact = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** schema.org Organization of a public group page (https://schema.org/Organization). */
export function groupJsonLd(row: GroupRow, links: GroupLinks): Record<string, unknown> {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: row.name,
    url: links.url,
    logo: links.logo,
    image: links.image,
    description: links.description,
    address: row.city ? { '@type': 'PostalAddress', addressLocality: row.city } : undefined,
  });
}
