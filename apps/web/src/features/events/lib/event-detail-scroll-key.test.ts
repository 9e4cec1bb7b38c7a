import { describe, expect, it } from 'vitest';
import { createScrollKeyGetter, isEventDetailPath } from './event-detail-scroll-key.ts';

/** What the router does on a navigation: asks for the page left (to save), then the page entered. */
function navigate(getKey: ReturnType<typeof createScrollKeyGetter>, from: Loc, to: Loc) {
  getKey(from);
  return getKey(to);
}
type Loc = { key: string; pathname: string };

describe('scroll restoration key', () => {
  it('recognises event detail paths only', () => {
    expect(isEventDetailPath('/events/roda-de-samba')).toBe(true);
    expect(isEventDetailPath('/events/roda-de-samba/')).toBe(true);
    expect(isEventDetailPath('/events')).toBe(false);
    expect(isEventDetailPath('/events/create')).toBe(false);
    expect(isEventDetailPath('/events/abc/edit')).toBe(false);
    expect(isEventDetailPath('/user/maria')).toBe(false);
  });

  it('keeps the key (so the position) when only the query changes on event detail', () => {
    const getKey = createScrollKeyGetter();
    const first = { key: 'a', pathname: '/events/samba' };
    const key = getKey(first);
    const withQuery = { key: 'b', pathname: '/events/samba' };
    expect(navigate(getKey, first, withQuery)).toBe(key);
    // And again from there: still the same entry of the page.
    expect(navigate(getKey, withQuery, { key: 'c', pathname: '/events/samba' })).toBe(key);
  });

  it('gives a new key (so the top) to any other navigation, also back to an event seen before', () => {
    const getKey = createScrollKeyGetter();
    const list = { key: 'a', pathname: '/events' };
    getKey(list);
    expect(navigate(getKey, list, { key: 'b', pathname: '/events' })).toBe('b');
    const samba = { key: 'c', pathname: '/events/samba' };
    expect(navigate(getKey, list, samba)).toBe('c');
    const forro = { key: 'd', pathname: '/events/forro' };
    expect(navigate(getKey, samba, forro)).toBe('d');
    expect(navigate(getKey, forro, { key: 'e', pathname: '/events/samba' })).toBe('e');
  });

  it('gives a history entry the same key when the reader comes back to it', () => {
    const getKey = createScrollKeyGetter();
    const samba = { key: 'a', pathname: '/events/samba' };
    getKey(samba);
    const tab = { key: 'b', pathname: '/events/samba' };
    navigate(getKey, samba, tab);
    const profile = { key: 'c', pathname: '/user/maria' };
    navigate(getKey, tab, profile);
    expect(navigate(getKey, profile, tab)).toBe('a');
    expect(navigate(getKey, tab, samba)).toBe('a');
  });
});
