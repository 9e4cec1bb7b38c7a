import { API_MESSAGES_PT_BR, LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../test/i18n.ts';

const NAMESPACES = ['home', 'about', 'help', 'legal', 'fields'];

/** Same keys in every language is checked for all namespaces in lib/i18n/locales.test.ts. */
describe('public site locales', () => {
  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))(
    '%s is a real translation, not a copy of pt-BR',
    (language) => {
      for (const ns of NAMESPACES) {
        const base = flatten(localeResources['pt-BR']?.[ns]);
        const own = flatten(localeResources[language]?.[ns]);
        const copied = Object.keys(base).filter(
          (key) => base[key] === own[key] && (base[key] ?? '').length > 24,
        );
        expect(copied, `${language}/${ns}`).toEqual([]);
      }
    },
  );

  it('has at least 8 questions in the FAQ', () => {
    const help = localeResources['pt-BR']?.help as { faq?: unknown[] } | undefined;
    expect(help?.faq?.length ?? 0).toBeGreaterThanOrEqual(8);
  });

  it('translates every contact API code and matches the API pt-BR texts', () => {
    const fields = flatten(localeResources['pt-BR']?.fields);
    const codes = Object.keys(API_MESSAGES_PT_BR).filter(
      (c) => c.startsWith('validation.contact.') || c.startsWith('contact.'),
    );
    expect(codes.length).toBe(12);
    for (const code of codes)
      expect(fields[code], code).toBe(API_MESSAGES_PT_BR[code as keyof typeof API_MESSAGES_PT_BR]);
  });
});
