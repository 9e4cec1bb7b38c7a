import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { withTimeout } from './with-timeout.ts';

/** A call that never answers and fails with an AbortError once its signal aborts. */
const hanging = (signal: AbortSignal) =>
  new Promise<string>((_, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('answers what the call answers in time', async () => {
    await expect(withTimeout(async () => 'ok', 1000)).resolves.toBe('ok');
  });

  it('aborts the call after the limit and fails like an unreachable server', async () => {
    vi.useFakeTimers();
    const result = withTimeout(hanging, 7000);
    const settled = expect(result).rejects.toMatchObject({ status: 0, code: 'network.timeout' });
    await vi.advanceTimersByTimeAsync(7000);
    await settled;
    await expect(result).rejects.toBeInstanceOf(ApiError);
  });

  it('passes an abort from outside on as it is', async () => {
    const outer = new AbortController();
    const result = withTimeout(hanging, 7000, outer.signal);
    outer.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
