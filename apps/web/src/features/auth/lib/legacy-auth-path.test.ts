import { describe, expect, it } from 'vitest';
import { legacyAuthPath } from './legacy-auth-path.ts';

describe('legacyAuthPath', () => {
  it.each([
    ['/login', '', '/auth'],
    ['/login', '?redirect=%2Fprofile', '/auth?redirect=%2Fprofile'],
    ['/signup', '', '/auth?mode=signup'],
    ['/signup/', '?redirect=/events/create', '/auth?mode=signup&redirect=%2Fevents%2Fcreate'],
    ['/forgot-password', '', '/auth?mode=forgot'],
    ['/index', '?login_failed=1', '/auth?login_failed=1'],
    ['/index', '', '/'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(legacyAuthPath(path, search)).toBe(expected);
  });
});
