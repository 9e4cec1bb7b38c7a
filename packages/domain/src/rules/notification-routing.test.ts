import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../constants/notifications.ts';
import { isInternalPath, notificationTarget } from './notification-routing.ts';

const E = '0b6f0c1e-2f7a-4a59-9d8e-3f1d2c4b5a69';
const internal = (path: string) => ({ kind: 'internal', path });

describe('notification click routing by type (spec §9)', () => {
  it.each([
    ['friend_request', { invited_by_profile: { username: 'ana' } }, '/user/ana'],
    ['friend_request', { friend_id: E }, `/profile/${E}`],
    ['friendship_accepted', { invited_by_profile: { username: 'bia' }, friend_id: E }, '/user/bia'],
    ['friendship_accepted', { from: E }, `/profile/${E}`],
    ['event', { event_id: E }, `/events/${E}`],
    ['new_event_from_followed_group', { event_id: E }, `/events/${E}`],
    ['event_checkin', { event_id: E }, `/events/${E}`],
    ['event_updated', { event_id: E }, `/events/${E}`],
    ['event_cancelled', { event_id: E }, `/events/${E}`],
    ['event_invite', { event_slug: 'roda-de-samba', event_id: E }, '/events/roda-de-samba'],
    ['group_invite', { group_id: E }, `/groups/${E}`],
    ['group', { group_id: E }, `/groups/${E}`],
    ['reply', { event_id: E, comment_id: 'c1' }, `/events/${E}#comment-c1`],
    ['mention', { event_id: E, comment_id: 'c2' }, `/events/${E}#comment-c2`],
  ] as const)('%s %j → %s', (type, metadata, path) => {
    expect(notificationTarget(type, metadata)).toEqual(internal(path));
  });

  it.each(NOTIFICATION_TYPES)('%s without what it needs falls back to /', (type) => {
    expect(notificationTarget(type, {})).toEqual(internal('/'));
    expect(notificationTarget(type, null)).toEqual(internal('/'));
  });

  it('falls back to / for an unknown type', () => {
    expect(notificationTarget('something_else', { event_id: E })).toEqual(internal('/'));
  });

  it('encodes what it puts in a path', () => {
    expect(notificationTarget('friend_request', { invited_by_profile: { username: 'a/b?c' } })).toEqual(
      internal('/user/a%2Fb%3Fc'),
    );
  });
});

describe('notification links (spec §5)', () => {
  it('honours an internal path before the type', () => {
    expect(notificationTarget('event', { link: '/participating', event_id: E })).toEqual(
      internal('/participating'),
    );
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    'events',
    '',
  ])('ignores %j for any type other than on_demand', (link) => {
    expect(notificationTarget('event', { link, event_id: E })).toEqual(internal(`/events/${E}`));
  });

  it('opens an http(s) link of an on_demand notification in a new tab', () => {
    expect(notificationTarget('on_demand', { link: 'https://example.org/a' })).toEqual({
      kind: 'external',
      url: 'https://example.org/a',
    });
    expect(notificationTarget('on_demand', { link: 'http://example.org' })).toEqual({
      kind: 'external',
      url: 'http://example.org',
    });
  });

  it('never opens another scheme, even for on_demand', () => {
    expect(notificationTarget('on_demand', { link: 'javascript:alert(1)' })).toEqual(internal('/'));
    expect(notificationTarget('on_demand', { link: 'data:text/html,x' })).toEqual(internal('/'));
  });

  it('tells internal paths apart', () => {
    expect(isInternalPath('/events')).toBe(true);
    expect(isInternalPath('//x')).toBe(false);
    expect(isInternalPath('/a\nb')).toBe(false);
    expect(isInternalPath(42)).toBe(false);
  });
});
