/** Numbers of the event form, discovery and detail (the rules; the spec leaves them to us). */
export const EVENT_LIMITS = {
  name: { min: 3, max: 120 },
  subcategory: { max: 60 },
  summary: { max: 300 },
  /** Characters of the sanitised HTML description. */
  description: { max: 20_000 },
  targetAudience: { max: 120 },
  link: { max: 500 },
  tag: { min: 2, max: 30 },
  tags: { max: 10 },
  /** Centavos: R$ 1.000.000,00 at most. */
  priceCents: { max: 100_000_000 },
  search: { max: 100 },
  city: { max: 100 },
} as const;

export const EVENT_TYPES = ['presencial', 'online', 'hibrido'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Event types that happen at a venue, and those that need an access link. */
export const EVENT_TYPES_WITH_VENUE: readonly EventType[] = ['presencial', 'hibrido'];
export const EVENT_TYPES_WITH_ACCESS_LINK: readonly EventType[] = ['online', 'hibrido'];

export const EVENT_ORGANIZER_TYPES = ['user', 'group'] as const;
export type EventOrganizerType = (typeof EVENT_ORGANIZER_TYPES)[number];

/** Venue search inside the event form (spec §7: limit 5, debounce 500 ms). */
export const EVENT_VENUE_SEARCH = { limit: 5, debounceMs: 500 } as const;

/** Cover images of events: accepted upload, and the stored WebP widths (16:9). */
export const EVENT_COVER_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  maxPixels: 40_000_000,
  widths: [640, 1280] as const,
  aspect: 16 / 9,
} as const;

/** Quick times of the date picker (spec §5). */
export const DATE_PICKER_QUICK_TIMES = ['09:00', '12:00', '18:00'] as const;

/**
 * What a rich-text description may hold (the editor's formatting): the server keeps only these
 * tags, and the browser sanitises again with the same list before rendering.
 */
export const EVENT_DESCRIPTION_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'hr',
  'code',
  'pre',
] as const;
