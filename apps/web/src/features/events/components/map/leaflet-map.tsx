import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { createMap, L, markerIcon } from '../../../../lib/map/leaflet-base.ts';
import type { MapPlace } from '../../lib/map-markers.ts';

interface LeafletMapProps {
  places: MapPlace[];
  formatWhen: (iso: string) => string;
}

/** The popup of a point: its events as links (built as DOM nodes, never as HTML). */
function popupContent(place: MapPlace, formatWhen: (iso: string) => string, go: (path: string) => void) {
  const list = document.createElement('ul');
  list.className = 'flex flex-col gap-2';
  for (const event of place.events) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `/events/${encodeURIComponent(event.slug)}`;
    link.textContent = event.name;
    link.className = 'font-semibold';
    link.addEventListener('click', (click) => {
      click.preventDefault();
      go(`/events/${encodeURIComponent(event.slug)}`);
    });
    const when = document.createElement('div');
    when.textContent = formatWhen(event.startDatetime);
    item.append(link, when);
    list.append(item);
  }
  return list;
}

/** A Leaflet map with a marker per point; opening a marker shows links to its events. */
export function LeafletMap({ places, formatWhen }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const navigate = useNavigate();
  const go = useRef(navigate);
  go.current = navigate;

  useEffect(() => {
    if (!container.current) return;
    const created = createMap(container.current).map;
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      markers.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    const layer = markers.current;
    if (!current || !layer) return;
    layer.clearLayers();
    for (const place of places) {
      const title = place.events.map((event) => event.name).join(' · ');
      L.marker([place.latitude, place.longitude], { icon: markerIcon, title, alt: title })
        .bindPopup(() => popupContent(place, formatWhen, (path) => void go.current(path)))
        .addTo(layer);
    }
    if (places.length > 0) {
      const bounds = L.latLngBounds(places.map((place) => [place.latitude, place.longitude]));
      current.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    }
  }, [places, formatWhen]);

  return (
    <div
      ref={container}
      data-testid="events-map"
      className="z-0 h-[60dvh] min-h-80 w-full overflow-hidden rounded-2xl border border-outline-variant"
    />
  );
}
