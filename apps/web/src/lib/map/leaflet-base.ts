// Leaflet's ES module build: no CommonJS wrapper, so the chunks sharing it need no interop helpers
// (which would otherwise move into a chunk of their own, loaded by every page).
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import 'leaflet/dist/leaflet.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/**
 * What every Leaflet map of the app shares: Leaflet itself, OpenStreetMap's tiles (the CSP's img-src allows their
 * server), their attribution, the marker and the view of Brazil. Import it only from lazily loaded
 * modules: Leaflet stays out of the first load of every page.
 */
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const MAX_ZOOM = 19;

export { L };

/** Brazil, when there is nothing to frame. */
const BRAZIL: L.LatLngTuple = [-14.235, -51.925];
const BRAZIL_ZOOM = 4;

export const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/**
 * A map in `container` showing Brazil with OpenStreetMap's tiles: the zoom buttons sit where the
 * page's text starts (top right in Arabic) and the mouse wheel keeps scrolling the page.
 */
export function createMap(container: HTMLElement): { map: L.Map; tiles: L.TileLayer } {
  const rtl = getComputedStyle(container).direction === 'rtl';
  const map = L.map(container, { scrollWheelZoom: false, zoomControl: false }).setView(BRAZIL, BRAZIL_ZOOM);
  L.control.zoom({ position: rtl ? 'topright' : 'topleft' }).addTo(map);
  const tiles = L.tileLayer(TILE_URL, { maxZoom: MAX_ZOOM, attribution: ATTRIBUTION }).addTo(map);
  return { map, tiles };
}
