import { describe, expect, it } from 'vitest';
import { formatEventRange } from './format-event-range.ts';

describe('formatEventRange', () => {
  it('writes one day once, with both times, in São Paulo time', () => {
    // 22:00 UTC is 19:00 in São Paulo.
    const text = formatEventRange('2026-03-14T22:00:00.000Z', '2026-03-15T01:00:00.000Z', 'pt-BR');
    expect(text).toMatch(/sábado, 14 de março de 2026/);
    expect(text).toMatch(/19:00/);
    expect(text).toMatch(/22:00/);
    expect(text.match(/2026/g)).toHaveLength(1);
  });

  it('writes both dates of an event across days', () => {
    const text = formatEventRange('2026-03-14T22:00:00.000Z', '2026-03-16T22:00:00.000Z', 'en');
    expect(text).toMatch(/March 14/);
    expect(text).toMatch(/March 16/);
  });

  it('shows only the start without a usable end, and nothing for an unreadable start', () => {
    expect(formatEventRange('2026-03-14T22:00:00.000Z', null, 'pt-BR')).toBe(
      'sábado, 14 de março de 2026 às 19:00',
    );
    expect(formatEventRange('nope', null, 'pt-BR')).toBe('');
  });
});
