import { escapeHtml, jsonForScript } from '../../http/html-escape.ts';

/** Search results and link previews show about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 160;
export const SITE_NAME = 'Eventos';
/** Spec §9: pages are in Brazilian Portuguese, with English and Spanish alternates. */
const LOCALE = 'pt_BR';
const LOCALE_ALTERNATES = ['en_US', 'es_ES'];

/** What the server writes into the HTML shell's head for one page. */
export interface PageHead {
  title: string;
  description: string;
  /** Further elements for the head, already escaped. */
  extra: string;
}

/** At most `max` characters, cut at a word when one ends near the limit, with an ellipsis. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

export interface PreviewPage {
  /** Absolute canonical URL. */
  url: string;
  title: string;
  description: string;
  /** Absolute URL of the page's picture, if it has one. */
  image?: string;
  jsonLd: Record<string, unknown>;
}

/** A page's head: its title, canonical link, OpenGraph, Twitter card and schema.org JSON-LD. */
export function previewHead(page: PreviewPage): PageHead {
  const { url, title, description, image } = page;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', title)] : []),
    meta('property', 'og:locale', LOCALE),
    ...LOCALE_ALTERNATES.map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>`,
  ];
  return { title: `${title} | ${SITE_NAME}`, description, extra: tags.join('\n    ') };
}
