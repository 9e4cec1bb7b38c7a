import type { EventRow } from '../events/events.repository.ts';

const SCHEMA = 'https://schema.org/';

const ATTENDANCE_MODES: Record<string, string> = {
  presencial: `${SCHEMA}OfflineEventAttendanceMode`,
  online: `${SCHEMA}OnlineEventAttendanceMode`,
  hibrido: `${SCHEMA}MixedEventAttendanceMode`,
};

/** What the page builder already worked out from the row. */
export interface EventLinks {
  /** Absolute canonical URL of the event page. */
  url: string;
  /** Absolute URL of the cover, if there is one. */
  image?: string;
  /** Plain-text description. */
  description: string;
  /** Absolute URL of the organiser's public profile. */
  organizerUrl?: string;
  /** The ticket link when it is an http(s) URL. */
  ticketUrl?: string;
  /** Approved sponsors (issue 22), logos and links already absolute; none: no `sponsor` key. */
  sponsors?: SponsorLinks[];
}

/** An approved sponsor as schema.org names it: its name, link and logo. */
export interface SponsorLinks {
  name: string;
  url?: string;
  logo?: string;
}

/** "25.00": schema.org prices are decimal numbers in the currency's unit. */
const reais = (cents: number) => (cents / 100).toFixed(2);

const compact = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''));

function place(row: EventRow) {
  if (!row.locationName && !row.locationAddress && !row.locationCity) return undefined;
  const street = [row.locationAddress, row.locationNumber].filter(Boolean).join(', ');
  const hasGeo = row.locationLatitude !== null && row.locationLongitude !== null;
  return compact({
    '@type': 'Place',
    name: row.locationName ?? street,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: row.locationCity,
      addressRegion: row.locationState,
      postalCode: row.locationPostalCode,
      addressCountry: row.locationCountry,
    }),
    geo: hasGeo
      ? { '@type': 'GeoCoordinates', latitude: row.locationLatitude, longitude: row.locationLongitude }
      : undefined,
  });
}

/** An online event's place is its public page: the access link is only for the organiser. */
const virtualLocation = (links: EventLinks) => ({ '@type': 'VirtualLocation', url: links.url });

function location(row: EventRow, links: EventLinks) {
  if (row.eventType === 'online') return virtualLocation(links);
  const venue = place(row);
  if (row.eventType === 'hibrido') return venue ? [venue, virtualLocation(links)] : virtualLocation(links);
  return venue;
}

function organizer(row: EventRow, links: EventLinks) {
  if (row.organizerType === 'group' && row.groupName) return { '@type': 'Organization', name: row.groupName };
  const name = [row.organizerFirstName, row.organizerLastName].filter(Boolean).join(' ');
  return name ? compact({ '@type': 'Person', name, url: links.organizerUrl }) : undefined;
}

function offers(row: EventRow, links: EventLinks) {
  const base = {
    priceCurrency: 'BRL',
    url: links.ticketUrl ?? links.url,
    availability: `${SCHEMA}${row.cancelledAt ? 'Discontinued' : 'InStock'}`,
    validFrom: row.publishedAt?.toISOString(),
  };
  if (!row.isPaid) return compact({ '@type': 'Offer', price: '0', ...base });
  const min = row.priceMinCents;
  const max = row.priceMaxCents;
  if (min !== null && max !== null && max > min)
    return compact({ '@type': 'AggregateOffer', lowPrice: reais(min), highPrice: reais(max), ...base });
  return compact({ '@type': 'Offer', price: min === null ? undefined : reais(min), ...base });
}

const sponsor = (sponsors: SponsorLinks[] | undefined) =>
  sponsors?.length
    ? sponsors.map((s) => compact({ '@type': 'Organization', name: s.name, url: s.url, logo: s.logo }))
    : undefined;

/** schema.org Event of a public event page (https://schema.org/Event). */
export function eventJsonLd(row: EventRow, links: EventLinks): Record<string, unknown> {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: row.name,
    description: links.description,
    startDate: row.startDatetime.toISOString(),
    endDate: row.endDatetime?.toISOString(),
    eventStatus: `${SCHEMA}${row.cancelledAt ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: ATTENDANCE_MODES[row.eventType],
    location: location(row, links),
    image: links.image ? [links.image] : undefined,
    organizer: organizer(row, links),
    offers: offers(row, links),
    sponsor: sponsor(links.sponsors),
    url: links.url,
  });
}
