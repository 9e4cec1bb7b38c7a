import { describe, expect, it } from 'vitest';
import { isEntryCurrent } from './is-entry-current.ts';

describe('isEntryCurrent', () => {
  it.each([
    ['/profile/edit', '', '/profile/edit', true],
    ['/profile/edit/', '', '/profile/edit', true],
    ['/profile', '', '/profile/edit', false],
    ['/social', '?tab=friends', '/social?tab=friends', true],
    ['/social', '?tab=timeline', '/social?tab=friends', false],
    ['/social', '', '/social?tab=friends', false],
    ['/participating', '?mainTab=organizing', '/participating', true],
  ])('%s%s vs %s → %s', (pathname, search, to, current) => {
    expect(isEntryCurrent(pathname, search, to)).toBe(current);
  });
});
