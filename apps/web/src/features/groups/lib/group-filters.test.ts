import { describe, expect, it } from 'vitest';
import {
  clearGroupFilters,
  groupsListHref,
  hasGroupFilters,
  readGroupFilters,
  toGroupListQuery,
  writeGroupFilters,
} from './group-filters.ts';

describe('group filters in the URL', () => {
  it('reads the search, a known category and the city; anything else reads as not set', () => {
    const params = new URLSearchParams('q=%20samba%20&category=arts_culture&city=Recife&lng=en');
    expect(readGroupFilters(params)).toEqual({ q: 'samba', category: 'arts_culture', city: 'Recife' });
    expect(readGroupFilters(new URLSearchParams('category=nope'))).toEqual({ q: '', category: '', city: '' });
    expect(readGroupFilters(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes a change, drops emptied values and keeps foreign keys', () => {
    const params = new URLSearchParams('q=samba&lng=en');
    expect(writeGroupFilters(params, { q: '', city: ' Olinda ' }).toString()).toBe('lng=en&city=Olinda');
    expect(clearGroupFilters(new URLSearchParams('q=a&category=other&city=b&lng=ar')).toString()).toBe(
      'lng=ar',
    );
  });

  it('asks the API only for what is set, and links to the list with the same text', () => {
    expect(toGroupListQuery({ q: 'samba', category: '', city: '' })).toEqual({ q: 'samba' });
    expect(hasGroupFilters({ q: '', category: '', city: '' })).toBe(false);
    expect(hasGroupFilters({ q: '', category: 'other', city: '' })).toBe(true);
    expect(groupsListHref({ q: 'roda de samba' })).toBe('/groups?q=roda+de+samba');
    expect(groupsListHref({})).toBe('/groups');
  });
});
