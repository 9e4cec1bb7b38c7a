import { describe, expect, it } from 'vitest';
import { apiMessage } from '../catalogue/api-messages.ts';
import { DEFAULT_THEME_COLORS } from '../catalogue/theme-tokens.ts';
import {
  activeThemeSchema,
  themeActiveInputSchema,
  themeInputSchema,
  themeListQuerySchema,
  themeSchema,
} from './theme.ts';

const valid = {
  name: 'Natal',
  description: 'Vermelho e verde',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  priority: 50,
  baseColor: '#B3261E',
  colors: DEFAULT_THEME_COLORS,
};

/** The spec's message of each failing field, by path. */
function messages(input: unknown): Record<string, string> {
  const result = themeInputSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [i.path.join('.'), apiMessage(i.message as never)]),
  );
}

describe('themeInputSchema', () => {
  it('accepts a full theme and trims its texts', () => {
    const parsed = themeInputSchema.parse({ ...valid, name: '  Natal  ', baseColor: ' #b3261e ' });
    expect(parsed).toMatchObject({ name: 'Natal', baseColor: '#b3261e', priority: 50 });
  });

  it('makes description and dates optional, and priority 0 by default', () => {
    const { description: _d, startDate: _s, endDate: _e, priority: _p, ...rest } = valid;
    expect(themeInputSchema.parse(rest)).toMatchObject({
      description: null,
      startDate: null,
      endDate: null,
      priority: 0,
    });
    expect(themeInputSchema.parse({ ...valid, description: '', startDate: '', endDate: null })).toMatchObject(
      {
        description: null,
        startDate: null,
        endDate: null,
      },
    );
  });

  it('answers the spec message of each field', () => {
    expect(messages({ ...valid, name: 'N' })).toEqual({ name: 'Nome deve ter pelo menos 2 caracteres' });
    expect(messages({ ...valid, name: '   ' })).toEqual({ name: 'Nome deve ter pelo menos 2 caracteres' });
    expect(messages({ ...valid, name: 'x'.repeat(61) })).toEqual({
      name: 'O nome deve ter no máximo 60 caracteres.',
    });
    expect(messages({ ...valid, description: 'x'.repeat(501) })).toEqual({
      description: 'A descrição deve ter no máximo 500 caracteres.',
    });
    expect(messages({ ...valid, baseColor: 'roxo' })).toEqual({ baseColor: 'Cor inválida.' });
    for (const priority of [-1, 101, 2.5, '50', null])
      expect(messages({ ...valid, priority })).toEqual({
        priority: 'A prioridade deve ser um número de 0 a 100.',
      });
    expect(messages({ ...valid, priority: 0 })).toEqual({});
    expect(messages({ ...valid, priority: 100 })).toEqual({});
    expect(messages({ ...valid, startDate: '2026-02-30' })).toEqual({ startDate: 'Data inválida.' });
    expect(messages({ ...valid, endDate: '31/12/2026' })).toEqual({ endDate: 'Data inválida.' });
    expect(messages({ ...valid, startDate: '0000-01-01' })).toEqual({ startDate: 'Data inválida.' });
    expect(messages({ ...valid, startDate: '0001-01-01' })).toEqual({});
  });

  it('checks every colour of both modes', () => {
    const colors = {
      light: { ...DEFAULT_THEME_COLORS.light, primary: 'var(--primary)', card: '262 30% 48%' },
      dark: { ...DEFAULT_THEME_COLORS.dark, ring: '#12' },
    };
    expect(messages({ ...valid, colors })).toEqual({
      'colors.light.primary': 'Cor inválida.',
      'colors.dark.ring': 'Cor inválida.',
    });
    const { ring: _ring, ...missing } = DEFAULT_THEME_COLORS.dark;
    expect(messages({ ...valid, colors: { ...DEFAULT_THEME_COLORS, dark: missing } })).toEqual({
      'colors.dark.ring': 'Cor inválida.',
    });
    expect(messages({ ...valid, colors: { light: DEFAULT_THEME_COLORS.light } })).toEqual({
      'colors.dark': 'Informe as cores dos modos claro e escuro.',
    });
  });

  it('refuses an end before the start, and accepts a one-day window', () => {
    expect(messages({ ...valid, startDate: '2026-12-31', endDate: '2026-12-01' })).toEqual({
      endDate: 'A data final deve ser depois da data inicial.',
    });
    expect(messages({ ...valid, startDate: '2026-12-25', endDate: '2026-12-25' })).toEqual({});
    // One end alone is not a range to check.
    expect(messages({ ...valid, startDate: null, endDate: '2026-12-01' })).toEqual({});
  });
});

describe('theme API schemas', () => {
  it('reads the active switch, the list filter and the answers', () => {
    expect(themeActiveInputSchema.safeParse({ isActive: 'sim' }).success).toBe(false);
    expect(themeListQuerySchema.parse({ active: 'true' })).toEqual({ active: 'true' });
    expect(themeListQuerySchema.safeParse({ active: 'yes' }).success).toBe(false);
    expect(activeThemeSchema.parse({ theme: null })).toEqual({ theme: null });
    const theme = {
      ...valid,
      id: '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60',
      isActive: true,
      isSelected: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(themeSchema.parse(theme)).toEqual(theme);
  });
});
