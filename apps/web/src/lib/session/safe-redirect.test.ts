import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/locations?q=teatro', '/locations?q=teatro'],
    ['/events/roda-de-samba#comment-3', '/events/roda-de-samba#comment-3'],
    ['/events/create', '/events/create'],
    ['/participating?mainTab=organizing', '/participating?mainTab=organizing'],
    ['/social?tab=friends', '/social?tab=friends'],
    ['/user/ana.souza/friends', '/user/ana.souza/friends'],
  ])('keeps the site path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['events'],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/a\\b'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/events');
  });

  it.each([
    ['/auth'],
    ['/auth?mode=signup'],
    ['/login'],
    ['/reset-password?token=x'],
    ['/index?login_failed=1'],
  ])('does not send a signed-in user back to the sign-in page %s', (target) => {
    expect(safeRedirect(target, '/fallback')).toBe('/fallback');
  });

  it.each([['/admin/nao-existe'], ['/admin/nao-existe?tab=pending'], ['/authors']])(
    'sends to the fallback instead of %s, no page of the app',
    (target) => {
      expect(safeRedirect(target)).toBe('/events');
    },
  );
});
