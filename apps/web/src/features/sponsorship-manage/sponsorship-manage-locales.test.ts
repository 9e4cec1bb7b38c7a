import { LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale, localeResources } from '../../test/i18n.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const keys = (lng: string) =>
  [
    ...new Set(
      Object.keys(flattenLocale(localeResources[lng]?.sponsorshipManage)).map((k) => k.replace(PLURAL, '')),
    ),
  ].sort();

describe('sponsorshipManage locales', () => {
  const base = flattenLocale(localeResources['pt-BR']?.sponsorshipManage);

  it('has the organiser texts in pt-BR', () => {
    expect(base['section.title']).toBe('Patrocínio');
    expect(base['open.label']).toBe('Aceitar pedidos de patrocínio');
    expect(base['tiers.title']).toBe('Cotas');
    expect(base['notification.accepted']).toBe('Patrocínio aceito — aguardando aprovação da equipe');
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))('%s has the same keys, translated', (lng) => {
    expect(keys(lng)).toEqual(keys('pt-BR'));
    const own = flattenLocale(localeResources[lng]?.sponsorshipManage);
    expect(own['section.lead']).not.toBe(base['section.lead']);
    expect(own['open.label']).not.toBe(base['open.label']);
    expect(own['notification.accepted']).not.toBe(base['notification.accepted']);
  });
});
