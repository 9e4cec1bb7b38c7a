import { htmlToPlainText } from '@eventos/domain';
import { escapeHtml, jsonForScript } from '../../http/html-escape.ts';
import type { EventRow } from '../events/events.repository.ts';
import { eventJsonLd } from './event-json-ld.ts';
import { eventPageUrl, httpUrlOrUndefined, uploadUrl } from './page-urls.ts';

/** Search results and link previews show about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 160;
const SITE_NAME = 'Eventos';
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

const WHEN = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** The summary, else the description's text, else when and where. */
function plainDescription(row: EventRow): string {
  const text = row.summary?.trim() || htmlToPlainText(row.description ?? '');
  if (text) return text;
  return [WHEN.format(row.startDatetime), row.locationCity].filter(Boolean).join(' · ');
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** Title, description, canonical link, OpenGraph, Twitter card and schema.org JSON-LD of an event. */
export function eventPageHead(row: EventRow, publicUrl: string): PageHead {
  const url = eventPageUrl(publicUrl, row.slug);
  const image = row.imagePath ? uploadUrl(publicUrl, row.imagePath) : undefined;
  const fullText = plainDescription(row);
  const description = shorten(fullText, META_DESCRIPTION_LENGTH);
  const jsonLd = eventJsonLd(row, {
    url,
    image,
    description: shorten(fullText, 500),
    organizerUrl: row.organizerUsername
      ? `${publicUrl}/user/${encodeURIComponent(row.organizerUsername)}`
      : undefined,
    ticketUrl: httpUrlOrUndefined(row.ticketLink),
  });
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', row.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', row.name)] : []),
    meta('property', 'og:locale', LOCALE),
    ...LOCALE_ALTERNATES.map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', row.name),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ];
  return { title: `${row.name} | ${SITE_NAME}`, description, extra: tags.join('\n    ') };
}
