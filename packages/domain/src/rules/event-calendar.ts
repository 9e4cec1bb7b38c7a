/**
 * "Add to calendar": an iCalendar (RFC 5545) document of one event and a Google Calendar link.
 * Times are written in UTC; text is escaped and lines are folded at 75 octets.
 */

export interface CalendarEvent {
  /** Stable identifier (the event id). */
  uid: string;
  name: string;
  /** ISO 8601 instants. */
  startDatetime: string;
  endDatetime: string | null;
  /** Plain text (no markup). */
  description?: string | null;
  /** Venue name and address, or the access link of an online event. */
  location?: string | null;
  /** Absolute URL of the event page. */
  url: string;
  /** ISO 8601 instant of the last change. */
  updatedAt?: string;
  cancelled?: boolean;
}

/** An event without an end lasts two hours in calendars. */
const DEFAULT_DURATION_MS = 2 * 3_600_000;

/** 20261123T180000Z */
export function toCalendarInstant(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function endOf(event: CalendarEvent): string {
  return event.endDatetime ?? new Date(Date.parse(event.startDatetime) + DEFAULT_DURATION_MS).toISOString();
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole .ics file of one event (CRLF line ends). */
export function buildIcs(event: CalendarEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eventos//Eventos//PT-BR',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}@eventos`,
    `DTSTAMP:${toCalendarInstant((event.updatedAt ? new Date(event.updatedAt) : now).toISOString())}`,
    `DTSTART:${toCalendarInstant(event.startDatetime)}`,
    `DTEND:${toCalendarInstant(endOf(event))}`,
    `SUMMARY:${escapeCalendarText(event.name)}`,
    ...(event.description ? [`DESCRIPTION:${escapeCalendarText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeCalendarText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A link that opens Google Calendar's "new event" form filled in with this event. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${toCalendarInstant(event.startDatetime)}/${toCalendarInstant(endOf(event))}`,
    details: [event.description, event.url].filter(Boolean).join('\n\n'),
  });
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Plain text of sanitised HTML, for calendars, meta descriptions and share texts. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
