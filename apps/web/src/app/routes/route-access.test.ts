import { APP_PAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, routeAccessFor } from './route-access.ts';

describe('ROUTE_ACCESS', () => {
  it('lists each page of spec §2 once', () => {
    const paths = ROUTE_ACCESS.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...APP_PAGES].sort());
  });

  it.each([
    ['/', 'public', 'full'],
    ['/offline', 'public', 'no-sidebar'],
    ['/events/roda-de-samba', 'public', 'full'],
    ['/events/create', 'complete-profile', 'full'],
    ['/events/abc/live', 'complete-profile', 'none'],
    ['/groups/create', 'signed-in', 'full'],
    ['/groups/abc', 'public', 'full'],
    ['/groups/abc/followers', 'public', 'full'],
    ['/groups/abc/members', 'signed-in', 'full'],
    ['/complete-profile', 'signed-in', 'full'],
    ['/protocol/web+eventos/events/abc', 'public', 'full'],
    ['/admin', 'admin', 'full'],
    ['/admin/themes', 'admin', 'full'],
    ['/admin/event-reports', 'moderation', 'full'],
    ['/admin/permissions', 'admin', 'full'],
    ['/login', 'public', 'full'],
    ['/index', 'public', 'full'],
    ['/auth/popup', 'public', 'none'],
    ['/auth/popup-done', 'public', 'none'],
    ['/change-password', 'signed-in', 'full'],
  ])('%s → %s, chrome %s', (path, access, chrome) => {
    expect(routeAccessFor(path)).toMatchObject({ access, chrome });
  });

  it('knows nothing of paths outside the spec', () => {
    expect(routeAccessFor('/nao-existe')).toBeUndefined();
  });
});
