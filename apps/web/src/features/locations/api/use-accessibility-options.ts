import type { SelectionOptionList } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client.ts';
import { locationKeys } from './location-keys.ts';

/** GET /api/v1/selection-options?type=accessibility&lang=xx — the options, named in `lang`. */
export function fetchAccessibilityOptions(lang: string, signal?: AbortSignal): Promise<SelectionOptionList> {
  return apiFetch<SelectionOptionList>('/api/v1/selection-options', {
    query: { type: 'accessibility', lang },
    ...(signal ? { signal } : {}),
  });
}

/** The accessibility options in the interface language (they rarely change: kept for an hour). */
export function useAccessibilityOptions() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: locationKeys.accessibilityOptions(lang),
    queryFn: ({ signal }) => fetchAccessibilityOptions(lang, signal),
    staleTime: 60 * 60 * 1000,
    select: (list) => list.items,
  });
}
