import type { EventListItem } from '@eventos/domain';

export interface MapPlace {
  latitude: number;
  longitude: number;
  /** Events at this point (a venue may hold several), in list order. */
  events: Pick<EventListItem, 'id' | 'slug' | 'name' | 'startDatetime'>[];
}

const valid = (lat: number | null | undefined, lng: number | null | undefined) =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180;

/** One marker per point with coordinates; events without a located venue are left out. */
export function mapPlaces(items: readonly EventListItem[]): MapPlace[] {
  const places = new Map<string, MapPlace>();
  for (const item of items) {
    const lat = item.location?.latitude;
    const lng = item.location?.longitude;
    if (!valid(lat, lng)) continue;
    const point = { latitude: lat as number, longitude: lng as number };
    const key = `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;
    const place = places.get(key) ?? { ...point, events: [] };
    place.events.push({ id: item.id, slug: item.slug, name: item.name, startDatetime: item.startDatetime });
    places.set(key, place);
  }
  return [...places.values()];
}
