import { API_MESSAGES_PT_BR, CATEGORY_KEYS, LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../test/i18n.ts';

/** Every namespace pt-BR has: a new namespace is checked without being listed here. */
const NAMESPACES = Object.keys(localeResources['pt-BR'] ?? {});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys of a namespace with each counted text (key_one, key_other…) as one `key_#plural`: the
 * plural forms differ by language (Arabic has six, Chinese one), the texts must not.
 */
function keysOf(texts: Record<string, string>): string[] {
  const counted = countedKeys(texts);
  const fold = (key: string) => {
    const base = key.replace(PLURAL_SUFFIX, '');
    return base !== key && counted.has(base) ? `${base}_#plural` : key;
  };
  return [...new Set(Object.keys(texts).map(fold))].sort();
}

/** The keys counted with i18next's plural forms: those with an `_other` form ('too_many' is not). */
function countedKeys(texts: Record<string, string>): Set<string> {
  return new Set(
    Object.keys(texts)
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.slice(0, -'_other'.length)),
  );
}

describe('public/locales', () => {
  it.each(LANGUAGES)('%s has every namespace with the same keys as pt-BR', (language) => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'layout', 'events', 'categories']));
    for (const ns of NAMESPACES) {
      const base = flatten(localeResources['pt-BR']?.[ns]);
      const own = flatten(localeResources[language]?.[ns]);
      expect(keysOf(own), `${language}/${ns}`).toEqual(keysOf(base));
      for (const [key, text] of Object.entries(own))
        expect(text.trim(), `${language}/${ns}:${key}`).not.toBe('');
    }
  });

  // A missing form is not an empty text: i18next answers it from pt-BR, in Portuguese.
  it.each(LANGUAGES)('%s has each counted text in every plural form of its language', (language) => {
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const ns of NAMESPACES) {
      const own = flatten(localeResources[language]?.[ns]);
      for (const key of countedKeys(own))
        for (const form of forms)
          expect(own[`${key}_${form}`], `${language}/${ns}:${key}_${form}`).toBeTruthy();
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))('%s is translated, not a copy of pt-BR', (language) => {
    const base = flatten(localeResources['pt-BR']?.events);
    const own = flatten(localeResources[language]?.events);
    expect(own['list.error']).not.toBe(base['list.error']);
    expect(own['list.loadMore']).not.toBe(base['list.loadMore']);
  });

  it('has a label for each category key and the spec texts in pt-BR', () => {
    const categories = localeResources['pt-BR']?.categories ?? {};
    expect(Object.keys(categories).sort()).toEqual([...CATEGORY_KEYS].sort());
    const events = flatten(localeResources['pt-BR']?.events);
    expect(events['list.error']).toBe('Falha ao carregar eventos');
    expect(events['list.retry']).toBe('Tentar novamente');
    expect(events['list.loadMore']).toBe('Carregar mais');
    for (const code of ['validation.limit.integer', 'validation.limit.range', 'validation.cursor.invalid']) {
      expect(events[code]).toBeTruthy();
    }
    expect(flatten(localeResources['pt-BR']?.common).loading).toBe('Carregando...');
  });
});

/**
 * Codes the pages show beside a field or in a toast; the generic ones fall back to the server's text.
 * The list's query codes (validation.events.*) are translated in the events namespace
 * (features/events/events-locales.test.ts checks them there).
 */
const GENERIC_CODE = /^(request|route|method|internal|database)\.|^validation\.(limit|cursor|events)\./;

describe('API message codes', () => {
  it('are all in fields, pt-BR exactly as the API says them', () => {
    const fields = flatten(localeResources['pt-BR']?.fields);
    const missing = Object.entries(API_MESSAGES_PT_BR)
      .filter(([code]) => !GENERIC_CODE.test(code))
      .filter(([code, text]) => fields[code] !== text)
      .map(([code]) => code);
    expect(missing).toEqual([]);
  });
});
