import { LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { localeResources } from '../../test/i18n.ts';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (typeof child === 'object' && child !== null) Object.assign(out, flatten(child, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(child);
  }
  return out;
}

const ptBR = flatten(localeResources['pt-BR']?.preferences);

describe('preferences namespace', () => {
  it.each(LANGUAGES)('%s has the keys of pt-BR, none empty', (language) => {
    const own = flatten(localeResources[language]?.preferences);
    expect(Object.keys(own).sort()).toEqual(Object.keys(ptBR).sort());
    for (const text of Object.values(own)) expect(text.trim()).not.toBe('');
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))('%s is translated, not a copy of pt-BR', (language) => {
    const own = flatten(localeResources[language]?.preferences);
    expect(own['theme.modes.dark']).not.toBe(ptBR['theme.modes.dark']);
    expect(own['pullToRefresh.pull']).not.toBe(ptBR['pullToRefresh.pull']);
  });
});
