import { NOTIFICATION_REFETCH_DEBOUNCE_MS } from '@eventos/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../test/render.tsx';
import { notificationKeys } from '../api/notification-keys.ts';
import { REALTIME_URL, STREAM_REOPEN_DELAY_MS, useNotificationStream } from './use-notification-stream.ts';

/** The browser's EventSource as far as the hook uses it: listeners, readyState, close. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.opened.push(this);
  }
  emit(type: string, readyState = this.readyState) {
    this.readyState = readyState;
    act(() => void this.dispatchEvent(new Event(type)));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

function mount() {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useNotificationStream(), { wrapper });
  /** How many refetches of the list and the count have been asked for. */
  const refetches = () =>
    invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[1] === notificationKeys.list()[1]).length;
  const countRefetches = () =>
    invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[1] === notificationKeys.unreadCount()[1])
      .length;
  return { ...view, refetches, countRefetches };
}

const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.useRealTimers());

describe('useNotificationStream', () => {
  it('opens the realtime stream with the session cookie', () => {
    mount();
    expect(latest().url).toBe(REALTIME_URL);
    expect(latest().init).toEqual({ withCredentials: true });
  });

  it('refetches the list and the count once, 500 ms after a burst of events has gone quiet', () => {
    const { refetches, countRefetches } = mount();
    const source = latest();
    source.emit('open', FakeEventSource.OPEN);
    source.emit('notification');
    wait(NOTIFICATION_REFETCH_DEBOUNCE_MS - 100);
    source.emit('notification');
    wait(NOTIFICATION_REFETCH_DEBOUNCE_MS - 100);
    source.emit('resync');
    wait(NOTIFICATION_REFETCH_DEBOUNCE_MS - 1);
    expect(refetches()).toBe(0);
    wait(1);
    expect(refetches()).toBe(1);
    expect(countRefetches()).toBe(1);
    source.emit('notification');
    wait(NOTIFICATION_REFETCH_DEBOUNCE_MS);
    expect(refetches()).toBe(2);
  });

  it('does not refetch on the first open, but does when the stream comes back after an error', () => {
    const { refetches } = mount();
    const source = latest();
    source.emit('open', FakeEventSource.OPEN);
    source.emit('ready');
    wait(NOTIFICATION_REFETCH_DEBOUNCE_MS * 2);
    expect(refetches()).toBe(0);
    source.emit('error', FakeEventSource.CONNECTING);
    source.emit('open', FakeEventSource.OPEN);
    wait(NOTIFICATION_REFETCH_DEBOUNCE_MS);
    expect(refetches()).toBe(1);
  });

  it('opens a new stream later when the browser gave up on it, and catches up then', () => {
    const { refetches } = mount();
    const first = latest();
    first.emit('error', FakeEventSource.CLOSED);
    expect(first.closed).toBe(true);
    wait(STREAM_REOPEN_DELAY_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    wait(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().emit('open', FakeEventSource.OPEN);
    wait(NOTIFICATION_REFETCH_DEBOUNCE_MS);
    expect(refetches()).toBe(1);
  });

  it('closes the stream and forgets a pending refetch on unmount (sign-out)', () => {
    const { unmount, refetches } = mount();
    const source = latest();
    source.emit('notification');
    unmount();
    expect(source.closed).toBe(true);
    wait(NOTIFICATION_REFETCH_DEBOUNCE_MS * 2);
    expect(refetches()).toBe(0);
  });
});
