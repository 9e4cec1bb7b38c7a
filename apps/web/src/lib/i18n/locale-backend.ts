import type { BackendModule, ReadCallback } from 'i18next';
import { isLanguage } from './languages.ts';

/** A namespace is a file name of /locales/{lng}/: letters, digits and dashes. */
const NAMESPACE = /^[a-z0-9-]+$/i;

/** Where one namespace of one language is served. */
export function localeUrl(language: string, namespace: string): string {
  return `/locales/${language}/${namespace}.json`;
}

async function readLocale(language: string, namespace: string, callback: ReadCallback): Promise<void> {
  if (!isLanguage(language) || !NAMESPACE.test(namespace)) {
    callback(new Error(`no locale file for ${language}/${namespace}`), false);
    return;
  }
  const url = localeUrl(language, namespace);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    // No network (yet): i18next asks again, a little later each time.
    callback(new Error(`failed loading ${url}: ${String(error)}`), true);
    return;
  }
  if (!response.ok) {
    // A 5xx may pass; a 4xx will not change by asking again.
    callback(new Error(`failed loading ${url}: ${response.status}`), response.status >= 500);
    return;
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    callback(new Error(`failed parsing ${url} as JSON`), false);
    return;
  }
  callback(null, data as Parameters<ReadCallback>[1]);
}

/**
 * i18next's backend (ARCHITECTURE §web, ADR 0008): each namespace from /locales/{lng}/{ns}.json
 * with fetch. Like i18next-http-backend, which it replaces on the first load: no network or a 5xx
 * asks i18next to retry, a 4xx or a file that is not JSON does not.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    void readLocale(language, namespace, callback);
  },
};
