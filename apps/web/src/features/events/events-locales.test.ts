import { API_MESSAGES_PT_BR, LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../test/i18n.ts';

/** Codes the events list can answer with: the page translates them from the `events` namespace. */
const LIST_CODE = /^validation\.(events|limit|cursor)\./;
const codes = Object.keys(API_MESSAGES_PT_BR).filter((code) => LIST_CODE.test(code));

describe('events list texts', () => {
  it('translate every list filter API code, pt-BR as the API says it', () => {
    expect(codes.length).toBeGreaterThanOrEqual(9);
    const events = flatten(localeResources['pt-BR']?.events);
    for (const code of codes)
      expect(events[code], code).toBe(API_MESSAGES_PT_BR[code as keyof typeof API_MESSAGES_PT_BR]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))(
    '%s is a real translation with the same placeholders',
    (language) => {
      const base = flatten(localeResources['pt-BR']?.events);
      const own = flatten(localeResources[language]?.events);
      const placeholders = (text = '') => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const key of Object.keys(base)) {
        expect(placeholders(own[key]), `${language}:${key}`).toEqual(placeholders(base[key]));
        if ((base[key] ?? '').length > 24) expect(own[key], `${language}:${key}`).not.toBe(base[key]);
      }
    },
  );
});
