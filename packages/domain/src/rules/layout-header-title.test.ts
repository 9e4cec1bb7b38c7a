import { describe, expect, it } from 'vitest';
import { headerTitleKey, showsBackButton } from './layout-header-title.ts';

describe('headerTitleKey (spec §2 header titles)', () => {
  it.each([
    ['/groups/abc/dashboard', 'groupDashboard'],
    ['/groups/abc/edit', 'groupEdit'],
    ['/groups/abc/members', 'groupMembers'],
    ['/groups/abc/invites', 'groupInvites'],
    ['/groups/abc/followers', 'groupFollowers'],
    ['/groups/abc/transfer', 'groupTransfer'],
    ['/groups/abc/delete', 'groupDelete'],
    ['/groups/abc', 'group'],
    ['/groups/abc/anything', 'group'],
    ['/groups/abc/x/y', 'group'],
    ['/groups/create', 'groupCreate'],
    ['/groups', 'groups'],
    ['/groups/', 'groups'],
    ['/events', 'events'],
    ['/profile', 'profile'],
    ['/participating', 'participating'],
    ['/organizing', 'organizing'],
    ['/profile/notifications', 'notifications'],
  ])('%s → %s', (path, key) => {
    expect(headerTitleKey(path)).toBe(key);
  });

  it.each(['/', '/about', '/events/roda-de-samba', '/profile/edit', '/organizing/manage', '/social'])(
    '%s has no title',
    (path) => {
      expect(headerTitleKey(path)).toBeNull();
    },
  );
});

describe('showsBackButton', () => {
  it.each(['/', '/events', '/social', '/organizing', '/participating', '/profile', '/events/'])(
    'no back button on %s',
    (path) => {
      expect(showsBackButton(path)).toBe(false);
    },
  );

  it.each(['/about', '/events/abc', '/profile/edit', '/groups', '/social/friends', '/nao-existe'])(
    'back button on %s',
    (path) => {
      expect(showsBackButton(path)).toBe(true);
    },
  );
});
