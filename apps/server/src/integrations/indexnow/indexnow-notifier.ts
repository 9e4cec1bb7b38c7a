import type { Logger } from '../../logger.ts';
import type { SearchIndexNotifier } from './search-index-notifier.ts';

/** The IndexNow protocol accepts at most this many URLs in one submission. */
export const INDEXNOW_MAX_URLS = 10_000;

export interface IndexNowOptions {
  /** The site's key (8-128 letters, digits or hyphens), also served at PUBLIC_URL/{key}.txt. */
  key: string;
  /** Where submissions go (https://api.indexnow.org/indexnow or one search engine's endpoint). */
  endpoint: string;
  /** Origin of the site, without a trailing slash. */
  publicUrl: string;
  logger: Logger;
  /** Paths arriving within this time after the first are sent together (spec §9: 1 s). */
  delayMs?: number;
  /** How long one submission may take. */
  timeoutMs?: number;
}

export interface IndexNowNotifier extends SearchIndexNotifier {
  readonly key: string;
  /** Sends what is waiting now instead of after the delay (shutdown, tests). */
  flush(): Promise<void>;
}

/**
 * Submits changed public pages to IndexNow about a second after they change, batching whatever
 * arrives in that second. Failures are logged, never thrown: a missed ping only delays indexing.
 */
export function createIndexNowNotifier({
  key,
  endpoint,
  publicUrl,
  logger,
  delayMs = 1000,
  timeoutMs = 10_000,
}: IndexNowOptions): IndexNowNotifier {
  const host = new URL(publicUrl).host;
  const keyLocation = `${publicUrl}/${key}.txt`;
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  async function submit(urlList: string[]): Promise<void> {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ host, key, keyLocation, urlList }),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) logger.debug({ urls: urlList.length }, 'IndexNow submission accepted');
      else logger.warn({ status: response.status, urls: urlList.length }, 'IndexNow submission refused');
    } catch (err) {
      logger.warn({ err, urls: urlList.length }, 'IndexNow submission failed');
    }
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const urls = [...pending].map((path) => `${publicUrl}${path}`);
    pending.clear();
    for (let i = 0; i < urls.length; i += INDEXNOW_MAX_URLS) {
      await submit(urls.slice(i, i + INDEXNOW_MAX_URLS));
    }
  }

  return {
    key,
    flush,
    notifyChanged(paths) {
      for (const path of paths) if (path.startsWith('/')) pending.add(path);
      if (timer || pending.size === 0) return;
      timer = setTimeout(() => void flush(), delayMs);
      // A waiting ping never keeps the process alive.
      timer.unref();
    },
  };
}
