import { describe, expect, it } from 'vitest';
import { autonym, directionOf, isLanguage } from './languages.ts';

describe('languages', () => {
  it('names each language in itself, capitalised', () => {
    expect(autonym('pt-BR')).toBe('Português (Brasil)');
    expect(autonym('es')).toBe('Español');
    expect(autonym('ar')).toBe('العربية');
  });

  it('knows the supported codes and the rtl ones', () => {
    expect(isLanguage('zh')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('pt-BR')).toBe('ltr');
  });
});
