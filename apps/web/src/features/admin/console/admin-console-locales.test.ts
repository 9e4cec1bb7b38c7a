import { LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../../test/i18n.ts';

const ptBR = flatten(localeResources['pt-BR']?.adminConsole);

/** Same keys in every language is checked for all namespaces in lib/i18n/locales.test.ts. */
describe('adminConsole namespace', () => {
  it('gives the pt-BR texts of the spec', () => {
    expect(ptBR['roles.admin.name']).toBe('Administrador');
    expect(ptBR['permissions.title']).toBe('Permissões');
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))('%s is translated, not a copy of pt-BR', (language) => {
    const own = flatten(localeResources[language]?.adminConsole);
    for (const key of [
      'permissions.dialog.reasonHint',
      'pwa.privacy',
      'dashboard.people.title',
      'roles.moderator.explain',
    ])
      expect(own[key], key).not.toBe(ptBR[key]);
  });
});
