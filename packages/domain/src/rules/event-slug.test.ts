import { describe, expect, it } from 'vitest';
import { EVENT_SLUG_MAX_BASE, eventSlugBase, isEventId } from './event-slug.ts';

describe('event slug base', () => {
  it('follows spec §5', () => {
    expect(eventSlugBase('Forró & Baião: São João!')).toBe('forro-baiao-sao-joao');
    expect(eventSlugBase('  --Café__com   Leite-- ')).toBe('cafe-com-leite');
  });

  it('falls back to evento when nothing is left', () => {
    expect(eventSlugBase('音乐会')).toBe('evento');
    expect(eventSlugBase('!!!')).toBe('evento');
  });

  it('cuts long names at a hyphen, never ending in one', () => {
    const base = eventSlugBase('palavra '.repeat(30));
    expect(base.length).toBeLessThanOrEqual(EVENT_SLUG_MAX_BASE);
    expect(base).toMatch(/^palavra(-palavra)*$/);
  });

  it('tells ids from slugs', () => {
    expect(isEventId('6F1C0D1E-0000-4000-8000-000000000001')).toBe(true);
    expect(isEventId('roda-de-samba')).toBe(false);
  });
});
