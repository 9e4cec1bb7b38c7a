import { type MentionSuggestions, mentionSuggestionsSchema } from '@eventos/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { discussionKeys } from './discussion-keys.ts';
import { eventPath, readOptions } from './discussion-paths.ts';

/** GET /api/v1/events/{id}/mention-suggestions?q — people the caller may @mention here. */
export async function fetchMentionSuggestions(
  eventId: string,
  q: string,
  viewer: string,
  signal?: AbortSignal,
): Promise<MentionSuggestions> {
  const body = await apiFetch<unknown>(eventPath(eventId, '/mention-suggestions'), {
    query: { q },
    ...readOptions(viewer, signal),
  });
  return mentionSuggestionsSchema.parse(body);
}

/** The people offered for `q` (null: nothing is being typed, nothing is asked). */
export function useMentionSuggestions(eventId: string, q: string | null, viewer: string) {
  return useQuery({
    queryKey: discussionKeys.mentions(eventId, q ?? '', viewer),
    queryFn: ({ signal }) => fetchMentionSuggestions(eventId, q ?? '', viewer, signal),
    enabled: q !== null && viewer !== 'visitor',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
