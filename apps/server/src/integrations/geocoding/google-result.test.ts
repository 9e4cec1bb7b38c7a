import { describe, expect, it } from 'vitest';
import { googleGeocodeAnswerSchema, normaliseGoogleResult } from './google-result.ts';

const component = (long_name: string, short_name: string, ...types: string[]) => ({
  long_name,
  short_name,
  types,
});

const paulista = {
  address_components: [
    component('1578', '1578', 'street_number'),
    component('Avenida Paulista', 'Av. Paulista', 'route'),
    component('Bela Vista', 'Bela Vista', 'political', 'sublocality', 'sublocality_level_1'),
    component('São Paulo', 'São Paulo', 'administrative_area_level_2', 'political'),
    component('São Paulo', 'SP', 'administrative_area_level_1', 'political'),
    component('Brasil', 'BR', 'country', 'political'),
    component('01310-100', '01310-100', 'postal_code'),
  ],
  formatted_address: 'Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-100, Brasil',
  geometry: { location: { lat: -23.5613496, lng: -46.6565712 }, location_type: 'ROOFTOP' },
  place_id: 'ChIJ0WGkg4FEzpQRrlsz_whLqZs',
};

describe('normaliseGoogleResult', () => {
  it('reads route, number, city, state, country, postal code (digits) and location', () => {
    expect(
      normaliseGoogleResult(
        googleGeocodeAnswerSchema.parse({ status: 'OK', results: [paulista] }).results[0],
      ),
    ).toEqual({
      address: 'Avenida Paulista',
      number: '1578',
      city: 'São Paulo',
      state: 'São Paulo',
      stateCode: 'SP',
      countryCode: 'BR',
      postalCode: '01310100',
      latitude: -23.5613496,
      longitude: -46.6565712,
    });
  });

  it('takes the locality when there is no administrative_area_level_2, and upper-cases the country', () => {
    const result = normaliseGoogleResult({
      address_components: [
        component('Niterói', 'Niterói', 'locality', 'political'),
        component('Rio de Janeiro', 'RJ', 'administrative_area_level_1', 'political'),
        component('Brasil', 'br', 'country', 'political'),
      ],
      geometry: { location: { lat: -22.88, lng: -43.1 } },
    });
    expect(result).toMatchObject({
      city: 'Niterói',
      stateCode: 'RJ',
      countryCode: 'BR',
      address: '',
      number: '',
    });
    expect(result?.postalCode).toBe('');
  });

  it('prefers administrative_area_level_2 over locality', () => {
    const result = normaliseGoogleResult({
      address_components: [
        component('Distrito', 'Distrito', 'locality', 'political'),
        component('Município', 'Município', 'administrative_area_level_2', 'political'),
      ],
      geometry: { location: { lat: 0, lng: 0 } },
    });
    expect(result?.city).toBe('Município');
  });

  it('is null without a result or without coordinates', () => {
    expect(normaliseGoogleResult(undefined)).toBeNull();
    expect(normaliseGoogleResult({ address_components: paulista.address_components })).toBeNull();
  });

  it('rejects an answer without a status', () => {
    expect(googleGeocodeAnswerSchema.safeParse({ results: [] }).success).toBe(false);
    expect(googleGeocodeAnswerSchema.parse({ status: 'ZERO_RESULTS' }).results).toEqual([]);
  });
});
