import { describe, expect, it } from 'vitest';
import { nominatimAnswerSchema, normaliseNominatimPlace } from './nominatim-result.ts';

const place = (address: Record<string, string>, lat = '-12.9757637', lon = '-38.5130289') =>
  nominatimAnswerSchema.parse([
    { place_id: 1, lat, lon, display_name: 'Avenida Sete de Setembro, Salvador, Bahia, Brasil', address },
  ])[0];

describe('normaliseNominatimPlace', () => {
  it('reads road, house number, city, state, ISO state code, country, postcode (digits) and lat/lon', () => {
    expect(
      normaliseNominatimPlace(
        place({
          road: 'Avenida Sete de Setembro',
          house_number: '2',
          suburb: 'Centro',
          city: 'Salvador',
          state: 'Bahia',
          'ISO3166-2-lvl4': 'BR-BA',
          postcode: '40020-000',
          country: 'Brasil',
          country_code: 'br',
        }),
      ),
    ).toEqual({
      address: 'Avenida Sete de Setembro',
      number: '2',
      city: 'Salvador',
      state: 'Bahia',
      stateCode: 'BA',
      countryCode: 'BR',
      postalCode: '40020000',
      latitude: -12.9757637,
      longitude: -38.5130289,
    });
  });

  it.each([
    [{ town: 'Cachoeira Paulista' }, 'Cachoeira Paulista'],
    [{ village: 'Vila Velha de Baixo' }, 'Vila Velha de Baixo'],
    [{ city: 'Campinas', town: 'Barão Geraldo' }, 'Campinas'],
  ])('takes city, then town, then village: %o', (address, city) => {
    expect(normaliseNominatimPlace(place(address))?.city).toBe(city);
  });

  it('leaves the state code empty without an ISO code, and the other fields empty when absent', () => {
    expect(normaliseNominatimPlace(place({ state: 'Bahia' }))).toMatchObject({
      state: 'Bahia',
      stateCode: '',
      address: '',
      number: '',
      countryCode: '',
      postalCode: '',
    });
  });

  it('is null without a place or with coordinates that are not numbers', () => {
    expect(normaliseNominatimPlace(undefined)).toBeNull();
    expect(normaliseNominatimPlace(place({}, 'abc', '1'))).toBeNull();
  });
});
