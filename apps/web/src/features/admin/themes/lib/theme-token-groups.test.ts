import { THEME_COLOR_TOKENS } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { THEME_TOKEN_GROUPS } from './theme-token-groups.ts';

describe('THEME_TOKEN_GROUPS', () => {
  it('shows every colour token exactly once', () => {
    const shown = THEME_TOKEN_GROUPS.flatMap((group) => group.tokens);
    expect([...shown].sort()).toEqual([...THEME_COLOR_TOKENS].sort());
  });
});
