import { LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../test/i18n.ts';

const base = flatten(localeResources['pt-BR']?.appLinks);

describe('appLinks texts', () => {
  it('say in pt-BR what the pages promise', () => {
    expect(base).toMatchObject({
      'share.title': 'Compartilhado com o Eventos',
      'share.search': 'Buscar eventos',
      'share.create': 'Criar evento com isto',
      'protocol.title': 'Link não reconhecido',
      'protocol.message': 'Este link não é do Eventos ou está incompleto.',
    });
  });

  it.each(LANGUAGES.filter((language) => language !== 'pt-BR'))('%s is a real translation', (language) => {
    const own = flatten(localeResources[language]?.appLinks);
    expect(Object.keys(own).sort()).toEqual(Object.keys(base).sort());
    for (const key of [
      'share.title',
      'share.description',
      'share.lead',
      'share.empty',
      'share.create',
      'protocol.message',
    ])
      expect(own[key], `${language}:${key}`).not.toBe(base[key]);
  });
});
