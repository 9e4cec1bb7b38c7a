import { apiFetch, type QueryParams } from '../../../lib/api-client.ts';

/** A contract schema of packages/domain: what the answer must be. */
interface Contract<T> {
  parse(body: unknown): T;
}

/**
 * GET one of the signed-in person's social lists and check the answer against its contract schema.
 * Never from the browser's store: these lists change with every friend request and follow.
 */
export async function readSocial<T>(
  path: string,
  schema: Contract<T>,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<T> {
  const body = await apiFetch<unknown>(`/api/v1${path}`, {
    query,
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return schema.parse(body);
}
