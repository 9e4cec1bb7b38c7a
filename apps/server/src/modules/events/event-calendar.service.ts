import { buildIcs, htmlToPlainText } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { eventPageUrl } from '../seo/page-urls.ts';
import type { EventRow } from './events.repository.ts';
import { readVisibleDetail } from './events.service.ts';

export interface CalendarFile {
  slug: string;
  ics: string;
}

/** "Teatro Municipal, Praça Ramos de Azevedo, s/n, São Paulo/SP" */
function venueText(row: EventRow): string | null {
  const street = [row.locationAddress, row.locationNumber].filter(Boolean).join(', ');
  const city = [row.locationCity, row.locationState].filter(Boolean).join('/');
  return [row.locationName, street, city].filter(Boolean).join(', ') || null;
}

/**
 * Where the calendar says the event happens: the venue; for an online event its public page, or
 * the access link when whoever manages the event asks (nobody else ever gets the access link).
 */
function locationOf(row: EventRow & { canManage: boolean }, callerId: string | null, pageUrl: string) {
  const venue = row.eventType === 'online' ? null : venueText(row);
  if (venue) return venue;
  if (row.eventType === 'presencial') return null;
  return (callerId !== null && row.canManage && row.accessLink) || pageUrl;
}

/**
 * The .ics file of an event the caller may see (row-level security decides: public published
 * events for everyone, drafts and private events for their organiser only); 404 event.not_found
 * otherwise.
 */
export async function eventCalendarFile(
  db: Database,
  callerId: string | null,
  idOrSlug: string,
  publicUrl: string,
): Promise<CalendarFile> {
  const row = await readVisibleDetail(db, callerId, idOrSlug, 'pt-BR');
  const pageUrl = eventPageUrl(publicUrl, row.slug);
  const ics = buildIcs({
    uid: row.id,
    name: row.name,
    startDatetime: row.startDatetime.toISOString(),
    endDatetime: row.endDatetime?.toISOString() ?? null,
    description: row.summary?.trim() || htmlToPlainText(row.description ?? '') || null,
    location: locationOf(row, callerId, pageUrl),
    url: pageUrl,
    updatedAt: row.updatedAt.toISOString(),
    cancelled: row.cancelledAt !== null,
  });
  return { slug: row.slug, ics };
}
