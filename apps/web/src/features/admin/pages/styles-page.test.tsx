import { DEFAULT_THEME_COLORS, THEME_COLOR_TOKENS } from '@eventos/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { contrastPartner, tokenContrast } from '../style-guide/token-contrast.ts';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { StylesPage } from './styles-page.tsx';

const slow = { timeout: 3_000 };
const carnival = {
  id: '0b8f3c1e-7d6a-4f5e-9c2b-1a2b3c4d5e6f',
  name: 'Carnaval',
  colors: {
    light: { ...DEFAULT_THEME_COLORS.light, primary: '#ffeb3b', 'primary-foreground': '#ffffff' },
    dark: DEFAULT_THEME_COLORS.dark,
  },
  updatedAt: '2026-02-01T00:00:00.000Z',
};

afterEach(() => {
  document.documentElement.className = '';
});

describe('token contrast', () => {
  it('pairs a colour with its text colour, and a text colour with its background', () => {
    expect(contrastPartner('primary')).toBe('primary-foreground');
    expect(contrastPartner('on-success-container')).toBe('success-container');
    expect(contrastPartner('ring')).toBeNull();
    expect(tokenContrast(DEFAULT_THEME_COLORS.light, 'background')?.ratio).toBeGreaterThan(4.5);
    expect(tokenContrast({ primary: 'var(--x)', 'primary-foreground': '#fff' }, 'primary')).toBeNull();
  });
});

describe('StylesPage', () => {
  it('shows every token in light and dark with its value and contrast, and the scales', async () => {
    stubFetch(() => jsonResponse({ theme: null }));
    renderAdminPage('/admin/styles', <StylesPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guia de estilos' }, slow),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Nenhum tema personalizado aplicado hoje: o app usa a paleta padrão.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^--/).map((name) => name.textContent)).toEqual(
      THEME_COLOR_TOKENS.map((token) => `--${token}`),
    );
    const swatches = (column: string) => document.querySelectorAll(`[data-testid^="swatch-${column}-"]`);
    expect(swatches('light')).toHaveLength(THEME_COLOR_TOKENS.length);
    expect(swatches('dark')).toHaveLength(THEME_COLOR_TOKENS.length);
    expect(screen.getByTestId('swatch-light-primary')).toHaveStyle({ backgroundColor: '#6750a4' });
    expect(screen.queryByTestId('swatch-custom-primary')).toBeNull();
    expect(screen.getAllByText(/Contraste com primary-foreground: \d+\.\d\d:1/).length).toBeGreaterThan(0);
    for (const heading of ['Tipografia', 'Raios de borda', 'Espaçamento', 'Sombras'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText('rounded-2xl · 1rem')).toBeInTheDocument();
  });

  it('adds the custom theme applied today, flagging a pair under 4.5:1', async () => {
    stubFetch(() => jsonResponse({ theme: carnival }));
    renderAdminPage('/admin/styles', <StylesPage />);
    expect(
      await screen.findByText('Tema personalizado aplicado hoje: Carnaval (modo Claro).', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByTestId('swatch-custom-primary')).toHaveStyle({ backgroundColor: '#ffeb3b' });
    expect(
      screen.getByText(/Contraste com primary-foreground: 1\.\d\d:1 \(abaixo de 4,5:1\)/),
    ).toBeInTheDocument();
  });

  it('still shows the default palette when the custom theme cannot be loaded', async () => {
    stubFetch(() => problemResponse(503, { code: 'http.503', detail: 'Indisponível' }));
    renderAdminPage('/admin/styles', <StylesPage />);
    expect(
      await screen.findByText(
        'Não foi possível carregar o tema personalizado; mostrando só a paleta padrão.',
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('swatch-light-primary')).toBeInTheDocument();
  });
});
