import { type BlocksResponse, blocksResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { peopleKeys } from './people-keys.ts';
import { readOptions } from './read-options.ts';

export const BLOCKS_PAGE_SIZE = 20;

/** GET /api/v1/me/blocks — a keyset page of the people the caller blocked, most recent first. */
export async function fetchBlocks(
  cursor: string | null,
  viewer: string,
  signal?: AbortSignal,
): Promise<BlocksResponse> {
  const body = await apiFetch<unknown>('/api/v1/me/blocks', {
    query: { cursor, limit: BLOCKS_PAGE_SIZE },
    ...readOptions(viewer, signal),
  });
  return blocksResponseSchema.parse(body);
}

/** The people the signed-in viewer blocked, a page at a time. */
export function useBlocks(viewer: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.blocks(viewer),
    queryFn: ({ pageParam, signal }) => fetchBlocks(pageParam, viewer, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: viewer !== 'visitor',
  });
}
