import { API_MESSAGES_PT_BR, LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../test/i18n.ts';

const VENUE_CODE = /^(validation\.(location|geocode|selection_options)\.|location\.|geocode\.)/;
const codes = Object.keys(API_MESSAGES_PT_BR).filter((code) => VENUE_CODE.test(code));

/** Same keys in every language is checked for all namespaces in lib/i18n/locales.test.ts. */
describe('venue texts', () => {
  it('translate every venue and geocoding API code, pt-BR as the API says it', () => {
    expect(codes.length).toBeGreaterThanOrEqual(30);
    const fields = flatten(localeResources['pt-BR']?.fields);
    for (const code of codes)
      expect(fields[code], code).toBe(API_MESSAGES_PT_BR[code as keyof typeof API_MESSAGES_PT_BR]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))(
    '%s is a real translation with the same placeholders',
    (language) => {
      const base = {
        ...flatten(localeResources['pt-BR']?.locations),
        ...flatten(localeResources['pt-BR']?.fields),
      };
      const own = {
        ...flatten(localeResources[language]?.locations),
        ...flatten(localeResources[language]?.fields),
      };
      const keys = [...Object.keys(flatten(localeResources['pt-BR']?.locations)).map((k) => k), ...codes];
      const placeholders = (text = '') => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const key of keys) {
        expect(placeholders(own[key]), `${language}:${key}`).toEqual(placeholders(base[key]));
        if ((base[key] ?? '').length > 24) expect(own[key], `${language}:${key}`).not.toBe(base[key]);
      }
    },
  );
});
