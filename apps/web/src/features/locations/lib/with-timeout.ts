import { ApiError } from '../../../lib/api-error.ts';

/**
 * Runs `call` with a signal that aborts after `ms` (or when `outer` aborts). A call cut short by the
 * time limit fails like an unreachable server (status 0), so it reads as a network error; one
 * aborted from outside (the query was cancelled) fails with the original abort.
 */
export async function withTimeout<T>(
  call: (signal: AbortSignal) => Promise<T>,
  ms: number,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward);
  try {
    return await call(controller.signal);
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, code: 'network.timeout', detail: 'Tempo esgotado.' });
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}
