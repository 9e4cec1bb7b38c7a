import { describe, expect, it } from 'vitest';
import { parseThemeTab } from './theme-tab.ts';

describe('parseThemeTab', () => {
  it('accepts only list and create, the list by default', () => {
    expect(parseThemeTab('create')).toBe('create');
    expect(parseThemeTab('list')).toBe('list');
    expect(parseThemeTab(null)).toBe('list');
    expect(parseThemeTab('edit')).toBe('list');
    expect(parseThemeTab('CREATE')).toBe('list');
  });
});
