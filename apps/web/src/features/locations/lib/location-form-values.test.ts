import type { GeocodingResult } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import {
  addressSearchText,
  applyPostalCodeResult,
  coordinateText,
  initialLocationValues,
  parseCoordinate,
  pointOf,
  toLocationForm,
} from './location-form-values.ts';

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
      latitude: '-23.561',
      longitude: '-46.656',
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

describe('coordinates as typed', () => {
  it('reads a decimal point or comma, leaves an empty field out and marks anything else as not a number', () => {
    expect(parseCoordinate(' -23.5614 ')).toBe(-23.5614);
    expect(parseCoordinate('-46,6565')).toBe(-46.6565);
    expect(parseCoordinate('')).toBeUndefined();
    expect(parseCoordinate('23°S')).toBeNaN();
    expect(parseCoordinate('1e3')).toBeNaN();
  });

  it('shows at most six decimals', () => {
    expect(coordinateText(-23.56141234)).toBe('-23.561412');
    expect(coordinateText(-46.5)).toBe('-46.5');
  });

  it('has a point only when both coordinates are numbers on the globe', () => {
    expect(pointOf({ latitude: '-23.5', longitude: '-46.6' })).toEqual({ latitude: -23.5, longitude: -46.6 });
    expect(pointOf({ latitude: '-23.5', longitude: '' })).toBeNull();
    expect(pointOf({ latitude: '91', longitude: '0' })).toBeNull();
    expect(pointOf({ latitude: 'x', longitude: '0' })).toBeNull();
  });

  it('hands the schema the numbers typed, or NaN so it names a field that is not a number', () => {
    const values = { ...initialLocationValues(), latitude: '-23,5', longitude: 'abc' };
    const form = toLocationForm(values, true);
    expect(form.latitude).toBe(-23.5);
    expect(form.longitude).toBeNaN();
    expect(toLocationForm(initialLocationValues(), true)).not.toHaveProperty('latitude');
  });
});
