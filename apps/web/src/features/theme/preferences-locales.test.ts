import { LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../test/i18n.ts';

const ptBR = flatten(localeResources['pt-BR']?.preferences);

/** Same keys in every language is checked for all namespaces in lib/i18n/locales.test.ts. */
describe('preferences namespace', () => {
  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))('%s is translated, not a copy of pt-BR', (language) => {
    const own = flatten(localeResources[language]?.preferences);
    expect(own['theme.modes.dark']).not.toBe(ptBR['theme.modes.dark']);
    expect(own['pullToRefresh.pull']).not.toBe(ptBR['pullToRefresh.pull']);
  });
});
