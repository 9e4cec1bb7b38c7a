import { describe, expect, it } from 'vitest';
import { authHref, authModeFrom } from './auth-mode.ts';

describe('auth mode', () => {
  it('reads the mode from the address, sign-in by default', () => {
    expect(authModeFrom(new URLSearchParams('mode=signup'))).toBe('signup');
    expect(authModeFrom(new URLSearchParams('mode=forgot'))).toBe('forgot');
    expect(authModeFrom(new URLSearchParams('mode=other'))).toBe('signin');
    expect(authModeFrom(new URLSearchParams(''))).toBe('signin');
  });

  it('builds /auth links that keep the remembered page', () => {
    expect(authHref('signin')).toBe('/auth');
    expect(authHref('signup', '/events/create')).toBe('/auth?mode=signup&redirect=%2Fevents%2Fcreate');
    expect(authHref('forgot', null)).toBe('/auth?mode=forgot');
  });
});
