import { friendSuggestionsResponseSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { readSocial } from './read-social.ts';
import { socialKeys } from './social-keys.ts';

/** GET /api/v1/me/friend-suggestions — friends of friends first, then people going to the same events. */
export function useFriendSuggestions(viewer: string) {
  return useQuery({
    queryKey: socialKeys.suggestions(viewer),
    queryFn: ({ signal }) =>
      readSocial('/me/friend-suggestions', friendSuggestionsResponseSchema, {}, signal),
  });
}
