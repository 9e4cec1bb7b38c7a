/** How every geocoding request identifies itself and how long it may take. */
export interface ProviderRequestOptions {
  /** Names Eventos and its public address, as Nominatim's usage policy asks. */
  userAgent: string;
  timeoutMs: number;
}

export interface ProviderAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  /** The parsed JSON body; only read when `ok`. */
  body: unknown;
}

/**
 * GET `baseUrl` (a configured address, never user text) with `params` in its query string. User
 * text only ever travels as a query parameter value, so it cannot change the host, path or scheme.
 * Redirects are refused. Network failures, the time-out and a body that is not JSON all throw.
 */
export async function getProviderJson(
  baseUrl: string,
  params: Record<string, string>,
  { userAgent, timeoutMs }: ProviderRequestOptions,
): Promise<ProviderAnswer> {
  const url = new URL(baseUrl);
  const query = new URLSearchParams(url.search);
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  url.search = query.toString();
  const response = await fetch(url, {
    headers: { Accept: 'application/json', 'Accept-Language': 'pt-BR', 'User-Agent': userAgent },
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, status: response.status, statusText: response.statusText, body: undefined };
  }
  return { ok: true, status: response.status, statusText: response.statusText, body: await response.json() };
}
