import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMap, L, markerIcon } from '../../../lib/map/leaflet-base.ts';
import type { MapPoint } from '../lib/location-form-values.ts';

/** How close the map comes to a point it was given (a street's width fills a good part of it). */
const POINT_ZOOM = 16;

interface VenuePinMapProps {
  /** The venue's point, or null while it has none. */
  point: MapPoint | null;
  /** The user clicked (or tapped) the map, or dropped the marker: the new point. */
  onPlace: (point: MapPoint) => void;
  /** Id of the text that says how to use the map. */
  describedBy: string;
}

const toPoint = (at: L.LatLng): MapPoint => {
  const wrapped = at.wrap();
  return { latitude: wrapped.lat, longitude: wrapped.lng };
};

const samePlace = (a: MapPoint | null, b: MapPoint) =>
  a !== null && Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;

/**
 * The venue's point on a Leaflet map (its own chunk, with Leaflet): a click or tap puts the marker
 * there, dragging it moves it. It needs no geocoder, and works while the tiles fail to load (it
 * then says so). A point that comes from elsewhere (a search, the typed coordinates) moves the
 * view to it; one placed on the map leaves the view where the user put it.
 */
export default function VenuePinMap({ point, onPlace, describedBy }: VenuePinMapProps) {
  const { t } = useTranslation('locations');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  /** The last point this map reported, so its echo through the props does not move the view. */
  const placed = useRef<MapPoint | null>(null);
  const place = useRef(onPlace);
  place.current = onPlace;
  const markerName = useRef('');
  markerName.current = t('form.pin');
  const [tilesFailed, setTilesFailed] = useState(false);
  const latitude = point?.latitude;
  const longitude = point?.longitude;

  useEffect(() => {
    if (!container.current) return;
    const { map: created, tiles } = createMap(container.current);
    let loaded = false;
    tiles.on('tileload', () => {
      loaded = true;
      setTilesFailed(false);
    });
    tiles.on('tileerror', () => {
      if (!loaded) setTilesFailed(true);
    });
    created.on('click', (event: L.LeafletMouseEvent) => {
      placed.current = toPoint(event.latlng);
      place.current(placed.current);
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (latitude === undefined || longitude === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at = L.latLng(latitude, longitude);
    if (marker.current) marker.current.setLatLng(at);
    else {
      const created = L.marker(at, {
        icon: markerIcon,
        draggable: true,
        keyboard: false,
        title: markerName.current,
        alt: markerName.current,
      }).addTo(current);
      created.on('dragend', () => {
        placed.current = toPoint(created.getLatLng());
        place.current(placed.current);
      });
      marker.current = created;
    }
    if (!samePlace(placed.current, { latitude, longitude })) {
      current.setView(at, Math.max(current.getZoom(), POINT_ZOOM));
    }
    placed.current = null;
  }, [latitude, longitude]);

  return (
    <div className="flex flex-col gap-1.5">
      <div
        ref={container}
        role="application"
        aria-label={t('form.mapLabel')}
        aria-describedby={describedBy}
        className="z-0 h-60 w-full overflow-hidden rounded-xl border border-outline-variant bg-surface-variant"
      />
      {tilesFailed ? <p className="text-on-surface-variant text-xs">{t('form.tilesFailed')}</p> : null}
    </div>
  );
}
