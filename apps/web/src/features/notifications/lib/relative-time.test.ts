import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = Date.parse('2026-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('speaks the person’s language', () => {
    expect(formatRelativeTime(ago(5 * 60), 'pt-BR', now)).toBe('há 5 minutos');
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600), 'es', now)).toBe('hace 2 horas');
  });

  it('uses the largest whole unit, and "now" under a minute', () => {
    expect(formatRelativeTime(ago(20), 'pt-BR', now)).toBe('agora');
    expect(formatRelativeTime(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 7 * 24 * 3600), 'en', now)).toBe('3 weeks ago');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatRelativeTime('não é data', 'pt-BR', now)).toBe('');
  });
});
