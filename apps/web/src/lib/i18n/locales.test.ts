import { API_MESSAGES_PT_BR, CATEGORY_KEYS, LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../test/i18n.ts';

/** Every namespace pt-BR has: a new namespace is checked without being listed here. */
const NAMESPACES = Object.keys(localeResources['pt-BR'] ?? {});

describe('public/locales', () => {
  it.each(LANGUAGES)('%s has every namespace with the same keys as pt-BR', (language) => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'layout', 'events', 'categories']));
    for (const ns of NAMESPACES) {
      const base = flatten(localeResources['pt-BR']?.[ns]);
      const own = flatten(localeResources[language]?.[ns]);
      expect(Object.keys(own).sort(), `${language}/${ns}`).toEqual(Object.keys(base).sort());
      for (const [key, text] of Object.entries(own))
        expect(text.trim(), `${language}/${ns}:${key}`).not.toBe('');
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
