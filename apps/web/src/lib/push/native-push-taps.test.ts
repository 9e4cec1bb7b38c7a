import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  followNativePushTaps,
  type NativePushTapEvents,
  nativeNotificationTarget,
} from './native-push-taps.ts';

describe('nativeNotificationTarget', () => {
  it('opens the path the server put in the message', () => {
    expect(nativeNotificationTarget({ id: 'n1', type: 'reply', path: '/events/e1#comment-c1' })).toEqual({
      kind: 'internal',
      path: '/events/e1#comment-c1',
    });
  });

  it('routes by type when only the metadata came (spec §9 routing by type)', () => {
    expect(nativeNotificationTarget({ type: 'event_updated', event_id: 'e1' })).toEqual({
      kind: 'internal',
      path: '/events/e1',
    });
    expect(nativeNotificationTarget({ type: 'mention', event_id: 'e1', comment_id: 'c9' })).toEqual({
      kind: 'internal',
      path: '/events/e1#comment-c9',
    });
    expect(nativeNotificationTarget({ type: 'group_invite', group_id: 'g1' })).toEqual({
      kind: 'internal',
      path: '/groups/g1',
    });
  });

  it('opens another site only for an on_demand link, and never a path that is not internal', () => {
    expect(nativeNotificationTarget({ type: 'on_demand', url: 'https://example.org/' })).toEqual({
      kind: 'external',
      url: 'https://example.org/',
    });
    expect(nativeNotificationTarget({ type: 'event', url: 'https://evil.example/' })).toEqual({
      kind: 'internal',
      path: '/',
    });
    expect(nativeNotificationTarget({ type: 'event', path: '//evil.example/x' })).toEqual({
      kind: 'internal',
      path: '/',
    });
    expect(nativeNotificationTarget(null)).toEqual({ kind: 'internal', path: '/' });
  });
});

/** @capacitor/push-notifications at the plugin boundary: the test taps a notification. */
function fakeTaps() {
  let tap: ((action: { notification: { data?: unknown } }) => void) | undefined;
  const plugin: NativePushTapEvents = {
    addListener: async (_event, listener) => {
      tap = listener;
      return { remove: async () => {} };
    },
  };
  return { plugin, tap: (data: unknown) => tap?.({ notification: { data } }) };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('followNativePushTaps', () => {
  it('opens the page in the app, or another site in the browser', async () => {
    const { plugin, tap } = fakeTaps();
    const popped: string[] = [];
    const onPop = () => popped.push(window.location.pathname);
    window.addEventListener('popstate', onPop);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await followNativePushTaps(plugin);
    tap({ type: 'friend_request', path: '/user/ana' });
    expect(popped).toEqual(['/user/ana']);
    tap({ type: 'on_demand', url: 'https://example.org/news' });
    expect(open).toHaveBeenCalledWith('https://example.org/news', '_blank', 'noopener');
    expect(window.location.pathname).toBe('/user/ana');
    window.removeEventListener('popstate', onPop);
  });
});
