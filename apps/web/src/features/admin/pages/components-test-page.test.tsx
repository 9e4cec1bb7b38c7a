import { DEFAULT_THEME_COLORS } from '@eventos/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { ComponentsTestPage } from './components-test-page.tsx';

const slow = { timeout: 3_000 };

describe('ComponentsTestPage', () => {
  it('shows the components of src/ui in their states', async () => {
    renderAdminPage('/admin/components-test', <ComponentsTestPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teste de componentes' }, slow),
    ).toBeInTheDocument();
    const preview = screen.getByTestId('components-preview');
    for (const file of [
      'ui/button.tsx',
      'ui/card.tsx',
      'ui/text-field.tsx',
      'ui/switch.tsx',
      'ui/spinner.tsx',
    ])
      expect(within(preview).getByText(file)).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'primary · md' })).toBeEnabled();
    expect(within(preview).getAllByRole('button', { name: 'Desativado' })[0]).toBeDisabled();
    expect(within(preview).getAllByRole('switch').length).toBeGreaterThanOrEqual(4);
    expect(
      within(preview).getAllByRole('textbox', { name: 'Nome do evento' })[1],
    ).toHaveAccessibleDescription('O nome do evento deve ter pelo menos 3 caracteres.');
    expect(within(preview).getByRole('searchbox', { name: 'Buscar eventos' })).toBeInTheDocument();
  });

  it('toggles the showcase between the light and dark palettes', async () => {
    renderAdminPage('/admin/components-test', <ComponentsTestPage />);
    const dark = await screen.findByRole('button', { name: 'Escuro' }, slow);
    const preview = screen.getByTestId('components-preview');
    expect(preview).toHaveAttribute('data-preview', 'light');
    expect(preview.style.getPropertyValue('--background')).toBe(DEFAULT_THEME_COLORS.light.background);
    fireEvent.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(preview).toHaveClass('dark');
    expect(preview.style.getPropertyValue('--background')).toBe(DEFAULT_THEME_COLORS.dark.background);
    // The app's own mode is untouched.
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('opens the confirmation and the modal dialog, and raises a toast', async () => {
    renderAdminPage('/admin/components-test', <ComponentsTestPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir confirmação' }, slow));
    const confirm = screen.getByRole('alertdialog', { name: 'Excluir este item?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir diálogo' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Um diálogo' })).getByRole('button', { name: 'Fechar' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar aviso' }));
    expect(await screen.findByText('Este é um aviso de exemplo.')).toBeInTheDocument();
  });
});
