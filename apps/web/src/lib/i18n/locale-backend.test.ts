import type { ReadCallback } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/http.ts';
import { localeBackend, localeUrl } from './locale-backend.ts';

/** Reads one namespace through the backend and resolves with what it reported to i18next. */
function read(language: string, namespace: string) {
  return new Promise<Parameters<ReadCallback>>((resolve) => {
    localeBackend.read(language, namespace, (...args) => resolve(args));
  });
}

describe('localeBackend', () => {
  it('loads /locales/{lng}/{ns}.json', async () => {
    const fetch = stubFetch(() => jsonResponse({ loading: 'Carregando...' }));
    const [error, data] = await read('pt-BR', 'common');
    expect(error).toBeNull();
    expect(data).toEqual({ loading: 'Carregando...' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/locales/pt-BR/common.json');
    expect(localeUrl('ar', 'layout')).toBe('/locales/ar/layout.json');
  });

  it('asks i18next to retry after a 5xx or without network, not after a 4xx', async () => {
    stubFetch(() => new Response('', { status: 503 }));
    const [unavailable, retry503] = await read('en', 'common');
    expect(String(unavailable)).toContain('503');
    expect(retry503).toBe(true);

    stubFetch(() => new Response('', { status: 404 }));
    const [missing, retry404] = await read('en', 'common');
    expect(String(missing)).toContain('404');
    expect(retry404).toBe(false);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const [offline, retryOffline] = await read('en', 'common');
    expect(String(offline)).toContain('Failed to fetch');
    expect(retryOffline).toBe(true);
  });

  it('does not retry a file that is not JSON', async () => {
    stubFetch(() => new Response('<html>', { status: 200 }));
    const [error, retry] = await read('es', 'common');
    expect(String(error)).toContain('JSON');
    expect(retry).toBe(false);
  });

  it('asks for no file outside the five languages or with a strange namespace', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    expect((await read('../../etc', 'common'))[1]).toBe(false);
    expect((await read('en', '../secrets'))[1]).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
