import { htmlToPlainText } from '@eventos/domain';
import type { EventRow } from '../events/events.repository.ts';
import { eventJsonLd } from './event-json-ld.ts';
import type { EventPageSponsor } from './event-page.service.ts';
import { META_DESCRIPTION_LENGTH, type PageHead, previewHead, shorten } from './page-head-tags.ts';
import { eventPageUrl, httpUrlOrUndefined, uploadUrl } from './page-urls.ts';

export { META_DESCRIPTION_LENGTH, type PageHead, shorten };

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

/**
 * Title, description, canonical link, OpenGraph, Twitter card and schema.org JSON-LD of an event,
 * with its approved sponsors (issue 22) when it has any.
 */
export function eventPageHead(row: EventRow, publicUrl: string, sponsors: EventPageSponsor[] = []): PageHead {
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
    sponsors: sponsors.map((s) => ({
      name: s.displayName,
      url: httpUrlOrUndefined(s.linkUrl),
      logo: s.logoPath ? uploadUrl(publicUrl, s.logoPath) : undefined,
    })),
  });
  return previewHead({ url, title: row.name, description, image, jsonLd });
}
