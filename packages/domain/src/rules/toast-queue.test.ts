import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastItem, toastReducer } from './toast-queue.ts';

const item = (id: string, open = true): ToastItem => ({ id, variant: 'default', duration: 3000, open });

describe('toastReducer', () => {
  it('keeps at most one toast, the newest', () => {
    expect(toastReducer([item('1')], { type: 'add', toast: item('2') }).map((t) => t.id)).toEqual(['2']);
  });

  it('dismissing closes the toast but keeps it', () => {
    expect(toastReducer([item('1')], { type: 'dismiss', id: '1' })).toEqual([item('1', false)]);
  });

  it('dismissing without an id closes every toast', () => {
    expect(toastReducer([item('1')], { type: 'dismiss' })[0]?.open).toBe(false);
  });

  it('removing drops the toast; without an id drops all', () => {
    expect(toastReducer([item('1')], { type: 'remove', id: '1' })).toEqual([]);
    expect(toastReducer([item('1')], { type: 'remove', id: '9' })).toHaveLength(1);
    expect(toastReducer([item('1')], { type: 'remove' })).toEqual([]);
  });
});

describe('createToastQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast with the default variant and duration 3000 ms', () => {
    const queue = createToastQueue();
    queue.toast({ title: 'Olá' });
    expect(queue.getToasts()).toEqual([
      { id: '1', title: 'Olá', variant: 'default', duration: 3000, open: true },
    ]);
  });

  it('closes itself after 3000 ms and is removed 4000 ms later', () => {
    const queue = createToastQueue();
    queue.toast({ title: 'Olá' });
    vi.advanceTimersByTime(2999);
    expect(queue.getToasts()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(queue.getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(3999);
    expect(queue.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getToasts()).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    const queue = createToastQueue();
    queue.toast({ title: 'Longo', duration: 5000 });
    vi.advanceTimersByTime(4999);
    expect(queue.getToasts()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(queue.getToasts()[0]?.open).toBe(false);
  });

  it('is removed 4000 ms after a manual dismissal', () => {
    const queue = createToastQueue();
    const { dismiss } = queue.toast({ title: 'Olá', variant: 'destructive' });
    vi.advanceTimersByTime(1000);
    dismiss();
    expect(queue.getToasts()[0]).toMatchObject({ open: false, variant: 'destructive' });
    vi.advanceTimersByTime(3999);
    expect(queue.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getToasts()).toHaveLength(0);
  });

  it('a new toast replaces the visible one (limit 1), and old timers do not touch it', () => {
    const queue = createToastQueue();
    queue.toast({ title: 'Primeiro' });
    vi.advanceTimersByTime(2000);
    queue.toast({ title: 'Segundo' });
    expect(queue.getToasts().map((t) => t.title)).toEqual(['Segundo']);
    vi.advanceTimersByTime(2999);
    expect(queue.getToasts()[0]).toMatchObject({ title: 'Segundo', open: true });
    vi.advanceTimersByTime(1);
    expect(queue.getToasts()[0]?.open).toBe(false);
  });

  it('an infinite duration stays until dismissed', () => {
    const queue = createToastQueue();
    queue.toast({ title: 'Fixo', duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(60_000);
    expect(queue.getToasts()[0]?.open).toBe(true);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.toast({ title: 'a' });
    unsubscribe();
    queue.dismiss();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
