/**
 * The parts of the browser's service-worker API the update flow and the registration use, so tests
 * can drive them with a double at that boundary.
 */
export interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  update?(): Promise<unknown>;
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
}

export interface ContainerLike {
  controller: unknown;
  register(url: string, options: { scope: string }): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface PermissionsLike {
  query(descriptor: { name: string }): Promise<{ state: string }>;
}
