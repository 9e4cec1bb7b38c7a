import type { Location, LocationInput } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { locationKeys } from './location-keys.ts';

export interface LocationUpdate {
  id: string;
  input: LocationInput;
}

/** PATCH /api/v1/locations/{id} — replaces the whole venue (owner only). */
export function updateLocation({ id, input }: LocationUpdate): Promise<Location> {
  return apiFetch<Location>(`/api/v1/locations/${encodeURIComponent(id)}`, { method: 'PATCH', json: input });
}

/** Saves a venue, then reloads every venue list. */
export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
