import { describe, expect, it } from 'vitest';
import { GROUP_SLUG_MAX_BASE } from '../constants/groups.ts';
import { groupSlugBase } from './group-slug.ts';

describe('group slug base', () => {
  it('folds accents and punctuation like event slugs', () => {
    expect(groupSlugBase('Corredores do Ibirapuera — São Paulo!')).toBe('corredores-do-ibirapuera-sao-paulo');
    expect(groupSlugBase('  --Café__com   Código-- ')).toBe('cafe-com-codigo');
  });

  it('falls back to grupo when nothing is left', () => {
    expect(groupSlugBase('跑步俱乐部')).toBe('grupo');
    expect(groupSlugBase('!!!')).toBe('grupo');
  });

  it('cuts long names at a hyphen, never ending in one', () => {
    const base = groupSlugBase('comunidade '.repeat(20));
    expect(base.length).toBeLessThanOrEqual(GROUP_SLUG_MAX_BASE);
    expect(base).toMatch(/^comunidade(-comunidade)*$/);
  });

  it('never looks like an id', () => {
    expect(groupSlugBase('6f1c0d1e-0000-4000-8000-000000000001')).toBe(
      'grupo-6f1c0d1e-0000-4000-8000-000000000001',
    );
  });
});
