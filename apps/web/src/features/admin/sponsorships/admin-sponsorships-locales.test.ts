import { LANGUAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, localeResources } from '../../../test/i18n.ts';

const ptBR = flatten(localeResources['pt-BR']?.adminSponsorships);

describe('adminSponsorships namespace', () => {
  it('gives the pt-BR terms of the issue', () => {
    expect(ptBR.title).toBe('Patrocínios');
    expect(ptBR['tabs.queue']).toBe('Fila');
    expect(ptBR['actions.approve']).toBe('Aprovar');
    expect(ptBR['featured.now']).toBe('Agora em destaque');
  });

  it.each(LANGUAGES.filter((l) => l !== 'pt-BR'))('%s has the same keys, translated', (language) => {
    const own = flatten(localeResources[language]?.adminSponsorships);
    expect(Object.keys(own).sort()).toEqual(Object.keys(ptBR).sort());
    for (const key of [
      'lead',
      'dialog.text.reject',
      'featured.removeConfirm.text',
      'totals.empty',
      'queue.emptyAwaiting',
    ])
      expect(own[key], key).not.toBe(ptBR[key]);
  });
});
