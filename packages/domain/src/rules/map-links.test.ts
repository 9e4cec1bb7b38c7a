import { expect, it } from 'vitest';
import { openStreetMapLinks } from './map-links.ts';

it('points the map page and the embed at the venue', () => {
  const links = openStreetMapLinks(-23.5614, -46.6559);
  expect(links.mapsUrl).toBe(
    'https://www.openstreetmap.org/?mlat=-23.5614&mlon=-46.6559#map=17/-23.5614/-46.6559',
  );
  expect(links.mapsEmbed).toBe(
    'https://www.openstreetmap.org/export/embed.html?bbox=-46.6599%2C-23.5654%2C-46.6519%2C-23.5574&layer=mapnik&marker=-23.5614%2C-46.6559',
  );
});
