import type { GeocodingResult } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { addressSearchText, applyPostalCodeResult, initialLocationValues } from './location-form-values.ts';

const found: GeocodingResult = {
  address: 'Avenida Paulista',
  number: '',
  city: 'São Paulo',
  state: 'São Paulo',
  stateCode: 'SP',
  countryCode: 'BR',
  postalCode: '01310200',
  latitude: -23.561,
  longitude: -46.656,
};

describe('applyPostalCodeResult', () => {
  it('fills the address parts, Brasil and the point, keeping a typed number the CEP lacks', () => {
    const typed = { ...initialLocationValues(), name: 'MASP', number: '1578', country: 'Brazil' };
    const next = applyPostalCodeResult(typed, found);
    expect(next).toMatchObject({
      name: 'MASP',
      address: 'Avenida Paulista',
      number: '1578',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
      latitude: -23.561,
      longitude: -46.656,
    });
  });

  it('keeps the country typed for a CEP outside Brazil', () => {
    const typed = { ...initialLocationValues(), country: 'Portugal' };
    expect(applyPostalCodeResult(typed, { ...found, countryCode: 'PT' }).country).toBe('Portugal');
  });
});

describe('addressSearchText', () => {
  it('joins the typed parts', () => {
    const values = {
      ...initialLocationValues(),
      address: 'Rua Augusta',
      number: '',
      city: 'São Paulo',
      state: 'SP',
    };
    expect(addressSearchText(values)).toBe('Rua Augusta, São Paulo, SP');
  });
});
