import { LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../test/i18n.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys with the plural forms folded into one (they differ by language, the texts must not). */
const keys = (texts: Record<string, string>) =>
  [...new Set(Object.keys(texts).map((k) => k.replace(PLURAL, '')))].sort();

describe('sponsorships texts', () => {
  const base = flatten(localeResources['pt-BR']?.sponsorships);

  it('has the pt-BR terms of the UI', () => {
    expect(base.sponsor).toBe('Patrocinar');
    expect(base['tiers.full']).toBe('Esgotada');
    expect(base['state.requested']).toBe('Aguardando organizador');
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))('%s has the same keys, translated', (language) => {
    const own = flatten(localeResources[language]?.sponsorships);
    expect(keys(own)).toEqual(keys(base));
    for (const key of ['request.sent', 'mine.title', 'mine.empty', 'state.accepted'])
      expect(own[key], `${language}:${key}`).not.toBe(base[key]);
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const counted of ['tiers.left', 'mine.impressions', 'mine.clicks'])
      for (const form of forms)
        expect(own[`${counted}_${form}`], `${language}:${counted}_${form}`).toBeTruthy();
  });

  it.each(LANGUAGES)('%s labels the featured slot on /events and the landing page', (language) => {
    for (const ns of ['events', 'home']) {
      const texts = flatten(localeResources[language]?.[ns]);
      expect(texts['featured.label'], `${language}/${ns}`).toBeTruthy();
      expect(texts['featured.title'], `${language}/${ns}`).toBeTruthy();
    }
  });
});
