import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearEventFilters,
  hasActiveFilters,
  readEventFilters,
  writeEventFilters,
} from './event-filters.ts';
import { eventListQuery, filtersQuery } from './event-list-query.ts';

const read = (query: string) => readEventFilters(new URLSearchParams(query));

describe('readEventFilters', () => {
  it('reads every filter of the URL', () => {
    expect(
      read(
        'q=+samba+&category=food_drink&when=range&from=2026-03-14&to=2026-03-20&city=Recife&price=free&online=1&view=map',
      ),
    ).toEqual({
      q: 'samba',
      category: 'food_drink',
      when: 'range',
      from: '2026-03-14',
      to: '2026-03-20',
      city: 'Recife',
      price: 'free',
      online: true,
      view: 'map',
    });
  });

  it('reads unknown or malformed values as not set, and the list as the default view', () => {
    expect(read('category=nope&when=tomorrow&price=cheap&online=yes&view=grid&from=2026-03-14')).toEqual({
      q: '',
      category: '',
      when: '',
      from: '',
      to: '',
      city: '',
      price: '',
      online: false,
      view: 'list',
    });
    expect(read('when=range&from=2026-02-30&to=amanhã')).toMatchObject({ when: 'range', from: '', to: '' });
  });

  it('cuts a search longer than the API takes', () => {
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('writeEventFilters', () => {
  it('sets values, drops empty ones and the default view, and keeps foreign keys', () => {
    const next = writeEventFilters(new URLSearchParams('lng=en&city=Recife&view=map'), {
      category: 'food_drink',
      city: '',
      online: true,
      view: 'list',
    });
    expect(next.toString()).toBe('lng=en&category=food_drink&online=1');
  });

  it('drops the range days when the date choice leaves the range', () => {
    const params = new URLSearchParams('when=range&from=2026-03-14&to=2026-03-20');
    expect(writeEventFilters(params, { when: 'today' }).toString()).toBe('when=today');
    expect(writeEventFilters(params, { to: '2026-03-21' }).toString()).toBe(
      'when=range&from=2026-03-14&to=2026-03-21',
    );
  });

  it('turns the online flag off by removing it', () => {
    expect(writeEventFilters(new URLSearchParams('online=1'), { online: false }).toString()).toBe('');
  });
});

describe('clearing and counting', () => {
  it('clears search and filters but keeps the view and foreign keys', () => {
    const params = new URLSearchParams(
      'lng=ar&q=forró&category=food_drink&when=today&price=paid&view=calendar',
    );
    expect(clearEventFilters(params).toString()).toBe('lng=ar&view=calendar');
  });

  it('counts the panel filters; the search alone is active but not counted', () => {
    expect(activeFilterCount(read('category=food_drink&when=today&city=Recife&price=free&online=1'))).toBe(5);
    expect(activeFilterCount(read('q=samba&view=map'))).toBe(0);
    expect(hasActiveFilters(read('q=samba'))).toBe(true);
    expect(hasActiveFilters(read('view=map&lng=en'))).toBe(false);
  });
});

describe('eventListQuery', () => {
  const now = new Date('2026-03-12T02:30:00Z'); // Wednesday 23:30 in São Paulo

  it('sends only what is set', () => {
    expect(eventListQuery(read(''), now, 'America/Sao_Paulo')).toEqual({});
    expect(eventListQuery(read('q=samba&price=paid&online=1&view=map'), now, 'America/Sao_Paulo')).toEqual({
      q: 'samba',
      price: 'paid',
      online: true,
    });
  });

  it("turns the date choice into instants of the person's days", () => {
    expect(eventListQuery(read('when=today'), now, 'America/Sao_Paulo')).toEqual({
      from: '2026-03-11T03:00:00.000Z',
      to: '2026-03-12T03:00:00.000Z',
    });
    expect(eventListQuery(read('when=weekend&city=Recife'), now, 'America/Sao_Paulo')).toEqual({
      city: 'Recife',
      from: '2026-03-14T03:00:00.000Z',
      to: '2026-03-16T03:00:00.000Z',
    });
    expect(eventListQuery(read('when=range&from=2026-04-01'), now, 'UTC')).toEqual({
      from: '2026-04-01T00:00:00.000Z',
    });
  });

  it('ignores a range that ends before it starts', () => {
    expect(eventListQuery(read('when=range&from=2026-04-10&to=2026-04-01'), now, 'UTC')).toEqual({});
  });

  it('leaves the dates out for the calendar', () => {
    expect(filtersQuery(read('when=today&category=other'))).toEqual({ category: 'other' });
  });
});
