import { describe, expect, it } from 'vitest';
import { formatStreetLine, formatVenuePostalCode } from './format-address.ts';

const venue = {
  address: 'Av. Paulista',
  number: '1578',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01310200',
};

describe('formatStreetLine', () => {
  it('joins street, number, city and state', () => {
    expect(formatStreetLine(venue)).toBe('Av. Paulista, 1578 – São Paulo/SP');
  });

  it('leaves out the parts that are empty', () => {
    expect(formatStreetLine({ ...venue, number: '', state: ' ' })).toBe('Av. Paulista – São Paulo');
  });
});

describe('formatVenuePostalCode', () => {
  it('puts the hyphen in eight digits', () => {
    expect(formatVenuePostalCode(venue)).toBe('01310-200');
    expect(formatVenuePostalCode({ ...venue, postalCode: '' })).toBe('');
  });
});
