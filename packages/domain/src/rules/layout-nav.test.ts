import { describe, expect, it } from 'vitest';
import { activeNavEntry, isNavItemActive } from './layout-nav.ts';

describe('isNavItemActive', () => {
  it.each([
    ['/events', '/events', true],
    ['/events/roda-de-samba', '/events', true],
    ['/participating', '/participating', true],
    ['/organizing', '/participating', false],
    ['/profile/edit', '/profile', true],
    ['/profiles', '/profile', false],
    ['/social', '/social', true],
    ['/', '/events', false],
  ])('path %s, tab %s → %s', (path, tab, active) => {
    expect(isNavItemActive(path, tab)).toBe(active);
  });
});

describe('activeNavEntry', () => {
  const entries = [
    { id: 'events', paths: ['/events'] },
    { id: 'mine', paths: ['/participating', '/organizing', '/events/create', '/locations'] },
    { id: 'social', paths: ['/social', '/social?tab=friends'] },
    { id: 'profile', paths: ['/profile', '/profile/edit', '/contact', '/about'] },
  ];
  it.each([
    ['/events', 'events'],
    ['/events/roda-de-samba', 'events'],
    ['/events/abc/edit', 'events'],
    ['/events/create', 'mine'],
    ['/locations', 'mine'],
    ['/social', 'social'],
    ['/profile/edit', 'profile'],
    ['/about', 'profile'],
    ['/', null],
    ['/help', null],
  ])('%s → %s', (path, id) => {
    expect(activeNavEntry(path, entries)).toBe(id);
  });
});
