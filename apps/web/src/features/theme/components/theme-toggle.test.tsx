import { THEME_MODE_STORAGE_KEY } from '@eventos/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetThemeModeStore } from '../../../lib/theme/theme-mode-store.ts';
import { ThemeToggle } from './theme-toggle.tsx';

beforeEach(() => {
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  localStorage.clear();
  resetThemeModeStore();
});
afterEach(() => resetThemeModeStore());

describe('ThemeToggle', () => {
  it('cycles light → dark → system → light with a label naming the mode', () => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'light');
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Tema: Claro. Alterar tema' });
    fireEvent.click(button);
    expect(button).toHaveAccessibleName('Tema: Escuro. Alterar tema');
    expect(document.documentElement).toHaveClass('dark');
    fireEvent.click(button);
    expect(button).toHaveAccessibleName('Tema: Sistema. Alterar tema');
    expect(document.documentElement).toHaveClass('light');
    fireEvent.click(button);
    expect(button).toHaveAccessibleName('Tema: Claro. Alterar tema');
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('light');
  });

  it('starts at system when nothing is stored', () => {
    render(<ThemeToggle />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Tema: Sistema. Alterar tema');
  });
});
