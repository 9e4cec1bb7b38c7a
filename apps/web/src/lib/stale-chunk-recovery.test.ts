import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installStaleChunkRecovery,
  reloadOncePerVersion,
  STALE_CHUNK_RELOAD_KEY,
} from './stale-chunk-recovery.ts';

const STALE = 'Failed to fetch dynamically imported module: /assets/events-page-abc123.js';

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason });
  return event;
}

describe('stale-chunk recovery', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let log: ReturnType<typeof vi.fn<(message: string, detail?: unknown) => void>>;
  let uninstall: () => void = () => {};

  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.fn<() => void>();
    log = vi.fn<(message: string, detail?: unknown) => void>();
  });

  afterEach(() => {
    uninstall();
  });

  const install = (extra = {}) => {
    uninstall = installStaleChunkRecovery({ reload, log, version: '0.1.8', ...extra });
  };

  it('reloads once on vite:preloadError and stores the version marker', () => {
    install();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('0.1.8');
  });

  it('never reloads twice for the same version (no loop)', () => {
    install();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    window.dispatchEvent(rejection(new TypeError(STALE)));
    expect(reload).toHaveBeenCalledOnce();
    expect(second.defaultPrevented).toBe(false);
  });

  it('does not reload without a connection (the chunk is missing, not stale) and keeps its one reload', () => {
    install();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(rejection(new TypeError(STALE)));
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBeNull();
    onLine.mockRestore();
    window.dispatchEvent(rejection(new TypeError(STALE)));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again after the app version changed', () => {
    sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, '0.1.7');
    expect(reloadOncePerVersion('test', { reload, log, version: '0.1.8' })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads on an unhandled rejection with a stale-chunk message', () => {
    install();
    window.dispatchEvent(rejection(new TypeError(STALE)));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads on a global error with a stale-chunk message', () => {
    install();
    window.dispatchEvent(new ErrorEvent('error', { message: 'ChunkLoadError: Loading chunk 7 failed.' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('only logs other errors and rejections', () => {
    install();
    const boom = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: boom }));
    window.dispatchEvent(rejection(new Error('Failed to fetch')));
    expect(reload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Uncaught error', boom);
    expect(log).toHaveBeenCalledWith('Unhandled rejection', expect.any(Error));
  });

  it('does not reload without sessionStorage (it could not stop a loop)', () => {
    install({ storage: undefined });
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a new service worker replaces the controlling one', () => {
    const listeners: Record<string, () => void> = {};
    const serviceWorker = {
      controller: {},
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn;
      },
      removeEventListener: vi.fn(),
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    try {
      install();
      listeners.controllerchange?.();
      listeners.controllerchange?.();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      uninstall();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('stops listening once uninstalled', () => {
    install();
    uninstall();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
  });
});
