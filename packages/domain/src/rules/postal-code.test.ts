import { describe, expect, it } from 'vitest';
import { formatPostalCode, postalCodeDigits, shouldLookUpPostalCode } from './postal-code.ts';

describe('postal code (CEP)', () => {
  it('looks up at 8 or 9 characters when the value is a CEP (spec §4)', () => {
    expect(shouldLookUpPostalCode('01310100')).toBe(true);
    expect(shouldLookUpPostalCode('01310-100')).toBe(true);
    expect(shouldLookUpPostalCode('0131010')).toBe(false);
    expect(shouldLookUpPostalCode('01310-10')).toBe(false);
    expect(shouldLookUpPostalCode('0131-0100')).toBe(false);
    expect(shouldLookUpPostalCode('abcdefgh')).toBe(false);
  });

  it('keeps digits only for providers and formats with the hyphen for people', () => {
    expect(postalCodeDigits('01310-100')).toBe('01310100');
    expect(formatPostalCode('01310100')).toBe('01310-100');
    expect(formatPostalCode('01310-100')).toBe('01310-100');
    expect(formatPostalCode('123')).toBe('123');
  });
});
