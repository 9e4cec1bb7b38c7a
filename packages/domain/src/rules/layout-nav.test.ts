import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './layout-nav.ts';

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
