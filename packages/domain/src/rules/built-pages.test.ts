import { describe, expect, it } from 'vitest';
import { APP_PAGES, BUILT_PAGES, isPageBuilt, pageOfPath } from './built-pages.ts';

describe('pageOfPath', () => {
  it.each([
    ['/', '/'],
    ['/events', '/events'],
    ['/events/', '/events'],
    ['/events/roda-de-samba', '/events/:slug'],
    ['/events/create', '/events/create'],
    ['/Events/Create', '/events/create'],
    ['/events/abc/edit', '/events/:id/edit'],
    ['/groups/create', '/groups/create'],
    ['/groups/abc', '/groups/:id'],
    ['/social?tab=friends', '/social'],
    ['/profile/notifications', '/profile/notifications'],
    ['/protocol', undefined],
    ['/protocol/web+eventos', '/protocol/:rest/*'],
    ['/protocol/web+eventos/events/abc', '/protocol/:rest/*'],
    ['/admin/themes', '/admin/themes'],
    ['/nao-existe', undefined],
    ['/events/abc/edit/x', undefined],
  ])('%s → %s', (path, page) => {
    expect(pageOfPath(path)).toBe(page);
  });
});

describe('isPageBuilt', () => {
  it.each([
    '/',
    '/events',
    '/events/roda-de-samba',
    '/events/create',
    '/events/abc/edit',
    '/profile',
    '/profile/edit',
    '/change-password',
    '/security-privacy',
    '/locations',
    '/about',
    '/contact',
    '/complete-profile?redirect=%2Fprofile',
    '/profile/notifications',
    '/admin',
    '/admin/send-notification',
    '/participating',
    '/participating?mainTab=organizing',
    '/organizing',
    '/organizing/manage',
    '/events/abc/manage',
    '/events/abc/live',
    '/groups/create',
    '/groups/abc/dashboard',
    '/groups/abc/members',
    '/groups/abc/delete',
    '/groups',
    '/groups?q=samba',
    '/groups/samba-da-vila',
    '/groups/abc/followers',
    '/social',
    '/social?tab=timeline',
    '/social?tab=friends',
    '/social?tab=seguindo',
    '/share-target?title=Roda&url=https%3A%2F%2Fexample.com',
    '/protocol/web%2Beventos%3A%2F%2Fevent%2Froda-de-samba',
    '/protocol/event/roda-de-samba',
  ])('%s is built', (path) => {
    expect(isPageBuilt(path)).toBe(true);
  });

  it('/admin/sponsorships is built, the last page of spec §2', () => {
    expect(isPageBuilt('/admin/sponsorships')).toBe(true);
    expect(BUILT_PAGES.size).toBe(APP_PAGES.length);
  });

  it.each(['/nao-existe', '/admin/nao-existe'])('%s is no page', (path) => {
    expect(isPageBuilt(path)).toBe(false);
  });

  it('knows only pages of spec §2', () => {
    for (const page of BUILT_PAGES) expect(APP_PAGES).toContain(page);
    expect(new Set(APP_PAGES).size).toBe(APP_PAGES.length);
  });
});
