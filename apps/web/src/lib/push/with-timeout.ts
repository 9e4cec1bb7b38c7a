/** Raised when a step of enabling push takes longer than its spec §9 time-out. */
export class PushTimeoutError extends Error {
  constructor(step: string) {
    super(`${step} timed out`);
    this.name = 'PushTimeoutError';
  }
}

/** `promise`, or PushTimeoutError once `ms` have passed first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushTimeoutError(step)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
