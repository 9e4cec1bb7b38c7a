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
    // signed-in users: the sidebar on tablet and desktop, the bottom navigation on phones, on
    // public pages too (issue 13: on desktop /events, /events/{slug}, /about, /help had no bar)
    ['/events', 'mobile', true, true, false, true],
    ['/profile', 'mobile', true, true, false, true],
    ['/about', 'mobile', true, true, false, true],
    ['/terms', 'mobile', true, true, false, true],
    ['/events', 'tablet', true, true, true, false],
    ['/about', 'tablet', true, true, true, false],
    ['/profile', 'tablet', true, false, true, false],
    ['/events/create', 'tablet', true, false, true, false],
    ['/events', 'desktop', true, false, true, false],
    ['/events/roda-de-samba', 'desktop', true, false, true, false],
    ['/about', 'desktop', true, false, true, false],
    ['/help', 'desktop', true, false, true, false],
    ['/terms', 'desktop', true, false, true, false],
    ['/events/create', 'desktop', true, false, true, false],
    ['/profile', 'desktop', true, false, true, false],
    ['/groups/abc/edit', 'desktop', true, false, true, false],
    ['/nao-existe', 'desktop', true, false, true, false],
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

  it('gives the top bar instead of the sidebar on a no-sidebar route (/offline)', () => {
    for (const device of ['tablet', 'desktop'] as const)
      expect(layoutChrome({ path: '/offline', device, signedIn: true, chrome: 'no-sidebar' })).toEqual({
        topBar: true,
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
    ['/', true, true],
    ['/events', true, true],
    ['/about', true, true],
    ['/terms', true, true],
    ['/auth', true, false],
    ['/reset-password', true, false],
    ['/events', false, false],
    ['/terms', false, false],
  ])('%s, visitor %s → %s', (path, visitor, shown) => {
    expect(showsAccessButton(path, visitor)).toBe(shown);
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

describe('a way to every other place', () => {
  const publicPages = ['/', '/events', '/events/roda-de-samba', '/about', '/help', '/terms'];
  const allPages = [...publicPages, '/events/create', '/profile', '/locations', '/offline', '/nao-existe'];
  it.each(['mobile', 'tablet', 'desktop'] as const)(
    'on %s, a signed-in user has the sidebar or the bottom navigation on every page',
    (device) => {
      for (const path of allPages) {
        const chrome = path === '/offline' ? 'no-sidebar' : 'full';
        const bars = layoutChrome({ path, device, signedIn: true, chrome });
        expect(bars.sidebar || bars.bottomNav || (chrome === 'no-sidebar' && bars.topBar), path).toBe(true);
      }
    },
  );
  it.each(['mobile', 'tablet', 'desktop'] as const)(
    'on %s, a visitor has the top bar on every page',
    (device) => {
      for (const path of allPages)
        expect(layoutChrome({ path, device, signedIn: false }).topBar, path).toBe(true);
    },
  );
});
