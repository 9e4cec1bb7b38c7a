import { ERROR_KINDS, ERROR_TITLE_ROWS, LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { localeResources } from '../../test/i18n.ts';

interface KindTexts {
  title: string;
  message: string;
  quip: string;
  label?: string;
}
interface ErrorPageTexts {
  label: string;
  kinds: Record<string, KindTexts>;
  jokes: Record<string, string>;
}

function errorPage(language: string): ErrorPageTexts {
  const common = localeResources[language]?.common as { errorPage?: ErrorPageTexts } | undefined;
  if (!common?.errorPage) throw new Error(`${language}/common.json has no errorPage`);
  return common.errorPage;
}

describe('common:errorPage texts', () => {
  it('has the spec §8 titles in pt-BR, exactly', () => {
    const texts = errorPage('pt-BR');
    for (const row of ERROR_TITLE_ROWS) expect(texts.kinds[row.kind]?.title).toBe(row.titlePtBR);
    expect(texts.kinds.unknown?.title).toBe('Deu ruim!');
    expect(texts.label).toBe('Erro {{status}}');
  });

  it.each(LANGUAGES)('%s has a title, message and quip for every kind, and 8 jokes', (language) => {
    const texts = errorPage(language);
    for (const kind of ERROR_KINDS) {
      const entry = texts.kinds[kind];
      expect(entry?.title, `${language} ${kind}`).toBeTruthy();
      expect(entry?.message, `${language} ${kind}`).toBeTruthy();
      expect(entry?.quip, `${language} ${kind}`).toBeTruthy();
    }
    for (const kind of ['network', 'cors', 'database']) expect(texts.kinds[kind]?.label).toBeTruthy();
    expect(Object.keys(texts.jokes)).toHaveLength(8);
    expect(texts.label).toContain('{{status}}');
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))('%s is translated, not a copy of pt-BR', (language) => {
    expect(errorPage(language).kinds.notFound?.title).not.toBe(errorPage('pt-BR').kinds.notFound?.title);
    expect(errorPage(language).jokes.j1).not.toBe(errorPage('pt-BR').jokes.j1);
  });
});
