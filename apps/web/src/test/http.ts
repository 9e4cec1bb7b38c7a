import { vi } from 'vitest';

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

export function problemResponse(status: number, problem: Record<string, unknown>, headers = {}): Response {
  return new Response(JSON.stringify({ type: 'about:blank', status, ...problem }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
}

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** Replaces globalThis.fetch; the handler sees the absolute URL. Restored by `unstubGlobals`. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return handler(new URL(raw, 'http://localhost'), init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
