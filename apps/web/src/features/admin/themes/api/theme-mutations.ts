import type { Theme, ThemeValues } from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { refreshCustomTheme } from '../../../../lib/theme/custom-theme-runtime.ts';
import { themeKeys } from './theme-keys.ts';

const base = '/api/v1/admin/themes';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** POST (new) or PATCH (edit) a theme. */
export function saveTheme({ id, input }: { id: string | null; input: ThemeValues }): Promise<Theme> {
  return id
    ? apiFetch<Theme>(one(id), { method: 'PATCH', json: input })
    : apiFetch<Theme>(base, { method: 'POST', json: input });
}

export function deleteTheme(id: string): Promise<void> {
  return apiFetch<void>(one(id), { method: 'DELETE' });
}

export function setThemeActive({ id, isActive }: { id: string; isActive: boolean }): Promise<unknown> {
  return apiFetch<unknown>(`${one(id)}/active`, { method: 'PATCH', json: { isActive } });
}

/** Selects the theme (the server clears any other selection) or, with `selected` false, unselects it. */
export function setThemeSelected({ id, selected }: { id: string; selected: boolean }): Promise<unknown> {
  return apiFetch<unknown>(`${one(id)}/select`, { method: selected ? 'POST' : 'DELETE' });
}

/**
 * A theme write that, once done whatever the answer, refreshes the list and the theme this app
 * applies (when the custom theme is on), so the admin sees the change at once.
 */
function useThemeWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void refreshCustomTheme();
      return queryClient.invalidateQueries({ queryKey: themeKeys.list() });
    },
  });
}

export const useSaveTheme = () => useThemeWrite(saveTheme);
export const useDeleteTheme = () => useThemeWrite(deleteTheme);
export const useSetThemeActive = () => useThemeWrite(setThemeActive);
export const useSetThemeSelected = () => useThemeWrite(setThemeSelected);
