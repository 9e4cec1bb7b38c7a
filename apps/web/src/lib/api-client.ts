import type { Problem } from '@eventos/domain';
import { ApiError } from './api-error.ts';

export { ApiError } from './api-error.ts';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  query?: QueryParams;
  /** Sent as JSON. */
  json?: unknown;
  /** A multipart body (file uploads); the browser sets its content type and boundary. */
  form?: FormData;
}

const REQUEST_ID_HEADER = 'x-request-id';

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls the API and returns the parsed JSON body; any non-2xx answer throws an {@link ApiError}. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { query, json, form, headers, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('accept', 'application/json, application/problem+json');
  if (json !== undefined) requestHeaders.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await globalThis.fetch(buildUrl(path, query), {
      credentials: 'same-origin',
      ...init,
      headers: requestHeaders,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      ...(form ? { body: form } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'network.unreachable',
      detail: 'Não foi possível conectar ao servidor.',
    });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Turns an error response into an {@link ApiError}, reading RFC 9457 problem+json when present. */
export async function toApiError(response: Response): Promise<ApiError> {
  const headerRequestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const body = await readJson(response);
  if (isProblem(body)) {
    return new ApiError({
      status: body.status || response.status,
      code: body.code,
      detail: body.detail,
      title: body.title,
      requestId: body.requestId ?? headerRequestId,
      errors: body.errors,
      params: body.params,
    });
  }
  return new ApiError({
    status: response.status,
    code: `http.${response.status}`,
    detail: response.statusText || `HTTP ${response.status}`,
    requestId: headerRequestId,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.detail === 'string' &&
    typeof v.title === 'string' &&
    typeof v.status === 'number' &&
    (v.requestId === undefined || typeof v.requestId === 'string') &&
    (v.errors === undefined || Array.isArray(v.errors)) &&
    (v.params === undefined || (typeof v.params === 'object' && v.params !== null))
  );
}
