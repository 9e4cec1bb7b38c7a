import type { OrganizingItem } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { type CsvTexts, organizingCsv } from './organizing-csv.ts';

const texts: CsvTexts = {
  headers: ['Nome', 'Início', 'Estado', 'Confirmados', 'Vagas', 'Check-ins'],
  states: { draft: 'Rascunho', published: 'Publicado', cancelled: 'Cancelado', past: 'Encerrado' },
  unlimited: 'Sem limite',
};

function item(
  name: string,
  overrides: Partial<OrganizingItem['event']>,
  capacity: number | null,
): OrganizingItem {
  return {
    event: {
      id: '7d1c2c55-8f8e-4a55-9d0b-3f5d6f3a0c11',
      slug: 'x',
      name,
      summary: null,
      startDatetime: '2030-05-01T22:00:00.000Z',
      endDatetime: '2030-05-02T01:00:00.000Z',
      category: 'arts_culture',
      visibility: 'public',
      imagePath: null,
      views: 0,
      eventType: 'online',
      isPaid: false,
      priceMinCents: null,
      priceMaxCents: null,
      isDraft: false,
      cancelledAt: null,
      location: null,
      ...overrides,
    },
    counts: { going: 12, waitlisted: 0, checkedIn: 3, interested: 1, capacity },
  };
}

describe('organizingCsv', () => {
  const now = new Date('2030-01-01T00:00:00Z');

  it('starts with a BOM, a header line, then one line per event with its state and counts', () => {
    const csv = organizingCsv(
      [
        item('Sarau', {}, 40),
        item('Oficina', { isDraft: true }, null),
        item('Feira', { cancelledAt: '2029-12-01T00:00:00Z' }, 10),
      ],
      texts,
      now,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Nome,Início,Estado,Confirmados,Vagas,Check-ins',
      'Sarau,2030-05-01T22:00:00.000Z,Publicado,12,40,3',
      'Oficina,2030-05-01T22:00:00.000Z,Rascunho,12,Sem limite,3',
      'Feira,2030-05-01T22:00:00.000Z,Cancelado,12,10,3',
      '',
    ]);
    expect(organizingCsv([item('Velho', {}, 5)], texts, new Date('2031-01-01T00:00:00Z'))).toContain(
      'Velho,2030-05-01T22:00:00.000Z,Encerrado',
    );
  });

  it('quotes commas and quotes, and never lets a name start a spreadsheet formula', () => {
    const csv = organizingCsv([item('Samba, "o melhor"', {}, 1), item('=HYPERLINK("x")', {}, 1)], texts, now);
    expect(csv).toContain('"Samba, ""o melhor"""');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
