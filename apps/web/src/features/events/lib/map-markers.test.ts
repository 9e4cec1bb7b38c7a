import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { mapPlaces } from './map-markers.ts';

const at = (latitude: number | null, longitude: number | null, name: string) =>
  makeEvent({
    name,
    location: {
      id: '10000000-0000-4000-8000-0000000000aa',
      name: 'Lugar',
      city: null,
      state: null,
      latitude,
      longitude,
    },
  });

describe('mapPlaces', () => {
  it('makes one marker per point, with every event held there', () => {
    const places = mapPlaces([
      at(-8.05, -34.9, 'Frevo'),
      at(-8.05, -34.9, 'Maracatu'),
      at(-23.55, -46.63, 'Samba'),
    ]);
    expect(places).toHaveLength(2);
    expect(places[0]?.events.map((event) => event.name)).toEqual(['Frevo', 'Maracatu']);
    expect(places[1]).toMatchObject({ latitude: -23.55, longitude: -46.63 });
  });

  it('leaves out events without a venue or without valid coordinates', () => {
    const online = makeEvent({ name: 'Live', location: null });
    expect(mapPlaces([online, at(null, null, 'Sem ponto'), at(95, 10, 'Fora do mapa')])).toEqual([]);
  });
});
