import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../test/http.ts';
import { ApiError, apiFetch, buildUrl } from './api-client.ts';

async function catchError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('apiFetch', () => {
  it('returns the JSON body and leaves empty query values out of the URL', async () => {
    const fetch = stubFetch(() => jsonResponse({ items: [], nextCursor: null }));
    await expect(apiFetch('/api/v1/events', { query: { limit: 12, cursor: null } })).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/events?limit=12');
  });

  it('turns a problem+json answer into an ApiError with status, code, detail and request id', async () => {
    stubFetch(() =>
      problemResponse(400, {
        title: 'Parâmetros inválidos',
        detail: 'O limite deve estar entre 1 e 50.',
        code: 'validation.limit.range',
        requestId: 'req-abc',
        errors: [{ path: 'limit', code: 'validation.limit.range', message: 'validation.limit.range' }],
      }),
    );
    const error = await catchError(apiFetch('/api/v1/events?limit=99'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation.limit.range',
      detail: 'O limite deve estar entre 1 e 50.',
      title: 'Parâmetros inválidos',
      requestId: 'req-abc',
      message: 'O limite deve estar entre 1 e 50.',
    });
    expect((error as ApiError).errors).toHaveLength(1);
  });

  it('takes the request id from the X-Request-Id header when the body has none', async () => {
    stubFetch(() =>
      problemResponse(
        500,
        { title: 'Erro', detail: 'Erro interno', code: 'internal' },
        { 'x-request-id': 'hdr-1' },
      ),
    );
    const error = (await catchError(apiFetch('/api/v1/events'))) as ApiError;
    expect(error.status).toBe(500);
    expect(error.isServerError).toBe(true);
    expect(error.requestId).toBe('hdr-1');
  });

  it('still gives an ApiError for an answer that is not problem+json', async () => {
    stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await catchError(apiFetch('/api/v1/events'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'http.502', detail: 'Bad Gateway' });
  });

  it('reports an unreachable server as status 0', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await catchError(apiFetch('/api/v1/events'))) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'network.unreachable' });
  });
});

describe('buildUrl', () => {
  it('encodes parameters', () => {
    expect(buildUrl('/api/v1/events', { q: 'samba & forró', limit: 5, cursor: undefined })).toBe(
      '/api/v1/events?q=samba+%26+forr%C3%B3&limit=5',
    );
  });
});
