import { describe, expect, it } from 'vitest';
import { addressCacheKey, postalCacheKey } from './cache-key.ts';

describe('geocoding cache keys', () => {
  it('keys a postal code by its digits', () => {
    expect(postalCacheKey('01310100')).toBe('postal:01310100');
  });

  it('keys an address in lower case, without accents, with single spaces', () => {
    expect(addressCacheKey('  Praça da  SÉ,\t1 –  São Paulo ')).toBe('address:praca da se, 1 – sao paulo');
    expect(addressCacheKey('Avenida Paulista')).toBe(addressCacheKey('AVENIDA   PAULISTA'));
  });
});
