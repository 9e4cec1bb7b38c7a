import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  escapeCalendarText,
  googleCalendarUrl,
  htmlToPlainText,
  toCalendarInstant,
} from './event-calendar.ts';

const event = {
  uid: '6f1c0d1e-0000-4000-8000-000000000001',
  name: 'Forró; Baião, e Xote',
  startDatetime: '2026-12-05T22:30:00.000Z',
  endDatetime: '2026-12-06T01:00:00.000Z',
  description: 'Linha 1\nLinha 2',
  location: 'Casa de Forró, Recife/PE',
  url: 'https://eventos.example/events/forro',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('event calendar', () => {
  it('writes UTC instants without separators', () => {
    expect(toCalendarInstant('2026-12-05T19:30:00-03:00')).toBe('20261205T223000Z');
  });

  it('escapes RFC 5545 text', () => {
    expect(escapeCalendarText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('builds a VEVENT with CRLF lines, escaped text and lines folded at 75 octets', () => {
    const ics = buildIcs({ ...event, description: 'á'.repeat(100) });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261205T223000Z\r\n');
    expect(ics).toContain('DTEND:20261206T010000Z\r\n');
    expect(ics).toContain('SUMMARY:Forró\\; Baião\\, e Xote\r\n');
    expect(ics).toContain('UID:6f1c0d1e-0000-4000-8000-000000000001@eventos\r\n');
    expect(ics).toContain('STATUS:CONFIRMED');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'á'.repeat(100)}`);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('gives an event without an end two hours, and marks a cancelled one', () => {
    const ics = buildIcs({ ...event, endDatetime: null, cancelled: true });
    expect(ics).toContain('DTEND:20261206T003000Z');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('METHOD:CANCEL');
  });

  it('fills the Google Calendar template link', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.name);
    expect(url.searchParams.get('dates')).toBe('20261205T223000Z/20261206T010000Z');
    expect(url.searchParams.get('location')).toBe(event.location);
    expect(url.searchParams.get('details')).toContain(event.url);
  });

  it('turns sanitised HTML into plain text', () => {
    expect(htmlToPlainText('<p>Olá &amp; bem-vindo</p><ul><li>um</li><li>dois</li></ul>')).toBe(
      'Olá & bem-vindo\num\ndois',
    );
  });
});
