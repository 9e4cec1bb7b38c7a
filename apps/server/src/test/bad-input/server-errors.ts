import type { App } from '../../app.ts';
import { TEST_ORIGIN } from '../auth-session.ts';
import { badRequestsFor, type CorpusSize } from './request-cases.ts';
import type { SeededIds } from './route-inputs.ts';
import type { RouteTarget } from './route-targets.ts';

/**
 * Sends the bad-input corpus of each target as the person behind `cookie` and answers one line per
 * 5xx (none expected). `onAnswer` sees every answer (e.g. to wait for work a request started).
 */
export async function serverErrorsFor(
  app: App,
  targets: readonly RouteTarget[],
  ids: SeededIds,
  size: CorpusSize,
  cookie: string,
  onAnswer?: (status: number, text: string) => void,
): Promise<string[]> {
  const failures: string[] = [];
  for (const target of targets) {
    for (const request of badRequestsFor(target, ids, size)) {
      const headers: Record<string, string> = { origin: TEST_ORIGIN, cookie };
      if (request.contentType) headers['content-type'] = request.contentType;
      const res = await app.request(request.url, { method: request.method, headers, body: request.body });
      const text = await res.text();
      if (res.status >= 500)
        failures.push(
          `${res.status} ${request.method} ${request.url.slice(0, 120)} [${request.note}] → ${text.slice(0, 160)}`,
        );
      onAnswer?.(res.status, text);
    }
  }
  return failures;
}
