import { API_MESSAGES_PT_BR, LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../test/i18n.ts';

const EVENT_CODE = /^(validation\.event\.|event\.)/;
const codes = Object.keys(API_MESSAGES_PT_BR).filter((code) => EVENT_CODE.test(code));
const NAMESPACES = ['step1', 'step2'] as const;

const texts = (language: string) => ({
  ...Object.assign({}, ...NAMESPACES.map((ns) => flatten(localeResources[language]?.[ns]))),
  ...flatten(localeResources[language]?.fields),
});

/** Same keys in every language is checked for all namespaces in lib/i18n/locales.test.ts. */
describe('event form texts', () => {
  it('translate every event API code, pt-BR as the API says it', () => {
    expect(codes.length).toBeGreaterThanOrEqual(30);
    const fields = flatten(localeResources['pt-BR']?.fields);
    for (const code of codes)
      expect(fields[code], code).toBe(API_MESSAGES_PT_BR[code as keyof typeof API_MESSAGES_PT_BR]);
  });

  it('has the spec step namespaces with the form buttons in pt-BR', () => {
    const pt = texts('pt-BR');
    expect(pt['steps.next']).toBe('Próximo');
    expect(pt['actions.saveDraft']).toBe('Salvar rascunho');
    expect(pt['actions.publish']).toBe('Publicar');
    expect(pt['picker.now']).toBe('Agora');
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))(
    '%s is a real translation with the same placeholders',
    (language) => {
      const base = texts('pt-BR');
      const own = texts(language);
      const keys = [
        ...NAMESPACES.flatMap((ns) => Object.keys(flatten(localeResources['pt-BR']?.[ns]))),
        ...codes,
      ];
      const placeholders = (text = '') => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const key of keys) {
        expect(own[key], `${language}:${key}`).toBeTruthy();
        expect(placeholders(own[key]), `${language}:${key}`).toEqual(placeholders(base[key]));
        if ((base[key] ?? '').length > 24) expect(own[key], `${language}:${key}`).not.toBe(base[key]);
      }
    },
  );
});
