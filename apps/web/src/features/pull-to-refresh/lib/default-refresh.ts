import { PULL_REFRESH_DELAY_MS, PULL_REFRESH_SETTLE_MS } from '@eventos/domain';
import type { QueryClient } from '@tanstack/react-query';

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The default refresh of a page: wait 400 ms, refetch every active query, then wait 300 ms. */
export async function refreshQueries(queryClient: QueryClient): Promise<void> {
  await wait(PULL_REFRESH_DELAY_MS);
  await queryClient.invalidateQueries(undefined, { throwOnError: true });
  await wait(PULL_REFRESH_SETTLE_MS);
}
