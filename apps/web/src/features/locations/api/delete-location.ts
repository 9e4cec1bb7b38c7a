import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { locationKeys } from './location-keys.ts';

/** DELETE /api/v1/locations/{id} — 409 location.in_use while an event uses the venue. */
export function deleteLocation(id: string): Promise<void> {
  return apiFetch<void>(`/api/v1/locations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes a venue, then reloads every venue list. */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
