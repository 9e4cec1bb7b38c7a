import { describe, expect, it } from 'vitest';
import { isWithinPath, normalizePath } from './layout-path.ts';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/events/', '/events'],
    ['/events?q=samba', '/events'],
    ['/events#top', '/events'],
    ['events', '/events'],
  ])('%j → %j', (path, normal) => {
    expect(normalizePath(path)).toBe(normal);
  });
});

describe('isWithinPath', () => {
  it.each([
    ['/social', '/social', true],
    ['/social/friends', '/social', true],
    ['/socialite', '/social', false],
    ['/events', '/social', false],
  ])('%j within %j → %j', (path, base, within) => {
    expect(isWithinPath(path, base)).toBe(within);
  });
});
