import { htmlToPlainText } from '@eventos/domain';
import type { GroupRow } from '../groups/groups.sql.ts';
import { groupJsonLd } from './group-json-ld.ts';
import { META_DESCRIPTION_LENGTH, type PageHead, previewHead, shorten } from './page-head-tags.ts';
import { groupPageUrl, uploadUrl } from './page-urls.ts';

/** The description's text, else what and where the group is. */
function plainDescription(row: GroupRow): string {
  const text = htmlToPlainText(row.description ?? '');
  if (text) return text;
  return `${row.name}: grupo${row.city ? ` em ${row.city}` : ''} no Eventos.`;
}

/** Title, description, canonical link, OpenGraph, Twitter card and schema.org Organization of a group. */
export function groupPageHead(row: GroupRow, publicUrl: string): PageHead {
  const url = groupPageUrl(publicUrl, row.slug);
  const logo = row.logoPath ? uploadUrl(publicUrl, row.logoPath) : undefined;
  const cover = row.coverPath ? uploadUrl(publicUrl, row.coverPath) : undefined;
  const fullText = plainDescription(row);
  const jsonLd = groupJsonLd(row, { url, logo, image: cover, description: shorten(fullText, 500) });
  return previewHead({
    url,
    title: row.name,
    description: shorten(fullText, META_DESCRIPTION_LENGTH),
    image: cover ?? logo,
    jsonLd,
  });
}
