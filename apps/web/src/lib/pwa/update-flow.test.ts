import { PERIODIC_SYNC_MIN_INTERVAL_MINUTES, PERIODIC_SYNC_TAG } from '@eventos/domain';
import { describe, expect, it, vi } from 'vitest';
import { registerPeriodicSync, registerPwa } from './register-pwa.ts';
import { ContainerDouble, RegistrationDouble } from './sw-double.ts';
import { applyWaitingUpdate } from './update-flow.ts';
import { SKIP_WAITING_MESSAGE } from './update-messages.ts';

const granted = { query: async () => ({ state: 'granted' }) };

describe('registerPwa', () => {
  it('registers /sw.js for the whole site', async () => {
    const container = new ContainerDouble(null);
    await registerPwa({ container, onUpdateWaiting: () => {} });
    expect(container.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('offers nothing on a first install (no worker controlled the page)', async () => {
    const container = new ContainerDouble(null);
    const onUpdateWaiting = vi.fn();
    await registerPwa({ container, onUpdateWaiting });
    container.registration.newVersionInstalls();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
  });

  it('offers a new version that installs while an older one controls the page', async () => {
    const container = new ContainerDouble({});
    const onUpdateWaiting = vi.fn();
    await registerPwa({ container, onUpdateWaiting });
    expect(onUpdateWaiting).not.toHaveBeenCalled();
    container.registration.newVersionInstalls();
    expect(onUpdateWaiting).toHaveBeenCalledWith(container.registration);
  });

  it('offers a version already waiting when the page opens', async () => {
    const container = new ContainerDouble({});
    container.registration.newVersionInstalls();
    const onUpdateWaiting = vi.fn();
    await registerPwa({ container, onUpdateWaiting });
    expect(onUpdateWaiting).toHaveBeenCalledOnce();
  });

  it('answers null when the browser refuses the worker', async () => {
    const container = new ContainerDouble(null);
    container.register = async () => {
      throw new DOMException('denied', 'SecurityError');
    };
    await expect(registerPwa({ container, onUpdateWaiting: () => {} })).resolves.toBeNull();
  });
});

describe('registerPeriodicSync', () => {
  it('registers the saved-events refresh when the permission is granted', async () => {
    const registration = new RegistrationDouble().withPeriodicSync();
    await expect(registerPeriodicSync(registration, granted)).resolves.toBe(true);
    expect(registration.registeredSyncs).toEqual([
      { tag: PERIODIC_SYNC_TAG, minInterval: PERIODIC_SYNC_MIN_INTERVAL_MINUTES * 60_000 },
    ]);
  });

  it('does nothing, silently, when not granted or not supported', async () => {
    const registration = new RegistrationDouble().withPeriodicSync();
    await expect(
      registerPeriodicSync(registration, { query: async () => ({ state: 'prompt' }) }),
    ).resolves.toBe(false);
    const unknownPermission = {
      query: async () => {
        throw new TypeError('not a valid permission name');
      },
    };
    await expect(registerPeriodicSync(registration, unknownPermission)).resolves.toBe(false);
    await expect(registerPeriodicSync(new RegistrationDouble(), granted)).resolves.toBe(false);
    await expect(registerPeriodicSync(registration, undefined)).resolves.toBe(false);
    expect(registration.registeredSyncs).toEqual([]);
  });
});

describe('applyWaitingUpdate', () => {
  it('asks the waiting worker to take over and reloads exactly once when it does', () => {
    const container = new ContainerDouble({});
    const waiting = container.registration.newVersionInstalls();
    const reload = vi.fn();
    expect(applyWaitingUpdate(container.registration, container, reload)).toBe(true);
    expect(waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(reload).not.toHaveBeenCalled();
    container.controllerChanges();
    container.controllerChanges();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing when no version is waiting', () => {
    const container = new ContainerDouble({});
    const reload = vi.fn();
    expect(applyWaitingUpdate(container.registration, container, reload)).toBe(false);
    container.controllerChanges();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the update and the stale-chunk recovery together', () => {
  it('reload once for an update the person chose, even after a stale-chunk reload of this version', async () => {
    vi.resetModules();
    const { installStaleChunkRecovery, STALE_CHUNK_RELOAD_KEY } = await import('../stale-chunk-recovery.ts');
    const { applyWaitingUpdate: apply } = await import('./update-flow.ts');
    const container = new ContainerDouble({});
    const storage = window.sessionStorage;
    storage.setItem(STALE_CHUNK_RELOAD_KEY, '0.1.8');
    const reload = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const uninstall = installStaleChunkRecovery({ storage, version: '0.1.8', reload, log: () => {} });
    try {
      container.registration.newVersionInstalls();
      apply(container.registration, container, reload);
      container.controllerChanges();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      uninstall();
      storage.clear();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('an update the person chose is not reloaded a second time by the recovery', async () => {
    vi.resetModules();
    const { installStaleChunkRecovery } = await import('../stale-chunk-recovery.ts');
    const { applyWaitingUpdate: apply } = await import('./update-flow.ts');
    const container = new ContainerDouble({});
    const reload = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const uninstall = installStaleChunkRecovery({
      storage: window.sessionStorage,
      version: '9',
      reload,
      log: () => {},
    });
    try {
      container.registration.newVersionInstalls();
      apply(container.registration, container, reload);
      container.controllerChanges();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      uninstall();
      window.sessionStorage.clear();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('the recovery still reloads (once) for a controller change nobody asked for', async () => {
    vi.resetModules();
    const { installStaleChunkRecovery } = await import('../stale-chunk-recovery.ts');
    const container = new ContainerDouble({});
    const reload = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const uninstall = installStaleChunkRecovery({
      storage: window.sessionStorage,
      version: '9',
      reload,
      log: () => {},
    });
    try {
      container.controllerChanges();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      uninstall();
      window.sessionStorage.clear();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
