import { describe, expect, it } from 'vitest';
import { forcedSignOutTarget } from './forced-sign-out.ts';

describe('forcedSignOutTarget (spec §4 Sign-out)', () => {
  it.each(['/login', '/signup', '/forgot-password', '/terms', '/privacy', '/login?redirect=%2Fx'])(
    'stays on %s',
    (path) => {
      expect(forcedSignOutTarget(path)).toBeNull();
    },
  );

  it.each(['/', '/events', '/participating', '/profile', '/auth'])('sends %s to /login', (path) => {
    expect(forcedSignOutTarget(path)).toBe('/login');
  });
});
