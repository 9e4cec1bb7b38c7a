import type { ContainerLike, RegistrationLike, WorkerLike } from './service-worker-types.ts';

/**
 * A stand-in for the browser's ServiceWorkerContainer, registration and workers (tests only): what
 * the browser would do is driven by the test (a worker installs, a controller changes).
 */
export class WorkerDouble implements WorkerLike {
  messages: unknown[] = [];
  private listeners: Array<() => void> = [];
  constructor(public state = 'installing') {}
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  becomes(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

export class RegistrationDouble implements RegistrationLike {
  waiting: WorkerDouble | null = null;
  installing: WorkerDouble | null = null;
  periodicSync?: { register: (tag: string, options: { minInterval: number }) => Promise<void> };
  registeredSyncs: Array<{ tag: string; minInterval: number }> = [];
  private updateFound: Array<() => void> = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.updateFound.push(listener);
  }
  withPeriodicSync(): this {
    this.periodicSync = {
      register: async (tag, { minInterval }) => void this.registeredSyncs.push({ tag, minInterval }),
    };
    return this;
  }
  /** A new version starts installing, then is installed and waits. */
  newVersionInstalls(): WorkerDouble {
    const worker = new WorkerDouble();
    this.installing = worker;
    for (const listener of this.updateFound) listener();
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
    return worker;
  }
}

export class ContainerDouble implements ContainerLike {
  registered: Array<{ url: string; scope: string }> = [];
  private listeners = new Set<() => void>();
  constructor(
    public controller: unknown,
    public registration = new RegistrationDouble(),
  ) {}
  async register(url: string, { scope }: { scope: string }) {
    this.registered.push({ url, scope });
    return this.registration;
  }
  addEventListener(_type: 'controllerchange', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'controllerchange', listener: () => void) {
    this.listeners.delete(listener);
  }
  /** The waiting worker took over (after skipWaiting), or a first install claimed the page. */
  controllerChanges(): void {
    this.controller = {};
    for (const listener of [...this.listeners]) listener();
  }
}
