import type { EventListItem } from '@eventos/domain';

/** "São Paulo, SP"; the venue name when city and state are unknown; null without a venue. */
export function formatEventPlace(location: EventListItem['location']): string | null {
  if (!location) return null;
  const cityState = [location.city, location.state].filter((part) => part?.trim()).join(', ');
  return cityState || location.name || null;
}
