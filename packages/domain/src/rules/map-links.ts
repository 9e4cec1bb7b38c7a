/** OpenStreetMap links for a point: the page to open and the embeddable map (spec §3 maps_url, maps_embed). */
export interface MapLinks {
  mapsUrl: string;
  mapsEmbed: string;
}

/** Half the side of the embedded map's box, in degrees (about 500 m around the venue). */
const EMBED_SPAN = 0.004;

const fixed = (n: number) => n.toFixed(6).replace(/\.?0+$/, '');

export function openStreetMapLinks(latitude: number, longitude: number): MapLinks {
  const lat = fixed(latitude);
  const lon = fixed(longitude);
  const bbox = [longitude - EMBED_SPAN, latitude - EMBED_SPAN, longitude + EMBED_SPAN, latitude + EMBED_SPAN]
    .map(fixed)
    .join('%2C');
  return {
    mapsUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
    mapsEmbed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat}%2C${lon}`,
  };
}
