import type { Location, LocationInput } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { locationKeys } from './location-keys.ts';

/** POST /api/v1/locations — registers a venue of the caller. */
export function createLocation(input: LocationInput): Promise<Location> {
  return apiFetch<Location>('/api/v1/locations', { method: 'POST', json: input });
}

/** Registers a venue, then reloads every venue list. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
