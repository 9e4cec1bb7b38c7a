import { describe, expect, it } from 'vitest';
import { layoutChrome, logoTarget, showsAccessButton, sidebarStartsExpanded } from './layout-chrome.ts';
import type { LayoutDevice } from './layout-device.ts';

type Row = [
  path: string,
  device: LayoutDevice,
  signedIn: boolean,
  topBar: boolean,
  sidebar: boolean,
  bottomNav: boolean,
];

describe('layoutChrome', () => {
  it.each<Row>([
    // visitors
    ['/', 'mobile', false, true, false, false],
    ['/events', 'mobile', false, true, false, true],
    ['/about', 'mobile', false, true, false, false],
    ['/', 'tablet', false, true, false, false],
    ['/events', 'tablet', false, true, false, false],
    ['/about', 'tablet', false, true, false, false],
    ['/', 'desktop', false, true, false, false],
    ['/events', 'desktop', false, true, false, false],
    ['/about', 'desktop', false, true, false, false],
    ['/groups', 'desktop', false, true, false, false],
    // signed-in users
    ['/events', 'mobile', true, true, false, true],
    ['/profile', 'mobile', true, true, false, true],
    ['/about', 'mobile', true, true, false, false],
    ['/events', 'tablet', true, true, false, false],
    ['/profile', 'tablet', true, false, true, false],
    ['/events', 'desktop', true, false, false, false],
    ['/profile', 'desktop', true, false, true, false],
    ['/groups/abc/edit', 'desktop', true, false, true, false],
  ])(
    '%s on %s, signed in %s → top %s, sidebar %s, bottom %s',
    (path, device, signedIn, topBar, sidebar, bottomNav) => {
      expect(layoutChrome({ path, device, signedIn })).toEqual({ topBar, sidebar, bottomNav });
    },
  );

  it('shows nothing on a chrome-less route (live mode)', () => {
    for (const device of ['mobile', 'tablet', 'desktop'] as const) {
      for (const signedIn of [true, false]) {
        expect(layoutChrome({ path: '/events/abc/live', device, signedIn, chrome: 'none' })).toEqual({
          topBar: false,
          sidebar: false,
          bottomNav: false,
        });
      }
    }
  });

  it('hides only the sidebar on a no-sidebar route (/offline)', () => {
    expect(
      layoutChrome({ path: '/offline', device: 'desktop', signedIn: true, chrome: 'no-sidebar' }),
    ).toEqual({
      topBar: false,
      sidebar: false,
      bottomNav: false,
    });
    expect(
      layoutChrome({ path: '/offline', device: 'mobile', signedIn: true, chrome: 'no-sidebar' }),
    ).toEqual({
      topBar: true,
      sidebar: false,
      bottomNav: true,
    });
  });
});

describe('showsAccessButton', () => {
  it.each([
    ['/', false, true],
    ['/events', false, true],
    ['/about', false, true],
    ['/auth', false, false],
    ['/reset-password', false, false],
    ['/events', true, false],
  ])('%s, signed in %s → %s', (path, signedIn, shown) => {
    expect(showsAccessButton(path, signedIn)).toBe(shown);
  });
});

describe('logoTarget / sidebarStartsExpanded', () => {
  it('sends signed-in users to /events and visitors to /', () => {
    expect(logoTarget(true)).toBe('/events');
    expect(logoTarget(false)).toBe('/');
  });
  it('starts expanded on desktop only', () => {
    expect(sidebarStartsExpanded('desktop')).toBe(true);
    expect(sidebarStartsExpanded('tablet')).toBe(false);
    expect(sidebarStartsExpanded('mobile')).toBe(false);
  });
});
