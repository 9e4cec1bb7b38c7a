import { DEFAULT_THEME_COLORS } from '@eventos/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { fakeThemesApi, themeFixture } from '../themes/testing/fake-themes-api.ts';
import { ThemesPage } from './themes-page.tsx';

/** The generator itself is tested in generate-palette.test.ts; here a quick stand-in marks its output. */
const generate = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/theme/generate-palette.ts', () => ({ generateThemeColors: generate }));

const slow = { timeout: 3_000 };
const PATH = '/admin/themes';

function renderPage(search = '') {
  return renderAdminPage(PATH, <ThemesPage />, `${PATH}${search}`);
}

const CHRISTMAS = themeFixture();
const CARNIVAL = themeFixture({
  id: '72000000-0000-4000-8000-000000000002',
  name: 'Carnaval',
  priority: 50,
  startDate: null,
  endDate: null,
  isActive: false,
  isSelected: true,
});

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
/** A text input by its label (faster than a role query on a form of many fields). */
const textbox = (label: string) =>
  screen.getByLabelText(label, { selector: 'input[type="text"], input:not([type]), textarea' });
const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('ThemesPage', () => {
  it('opens the list by default, and on any tab value other than create', async () => {
    fakeThemesApi({ themes: [CHRISTMAS] });
    renderPage('?tab=nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão de Temas' }, slow)).toBeVisible();
    expect(tab('Lista de Temas')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('row', { name: /^Natal/ }, slow)).toBeVisible();
  });

  it('opens the form on ?tab=create with the default base colour and palette', async () => {
    fakeThemesApi();
    renderPage('?tab=create');
    expect(await screen.findByRole('form', { name: 'Novo tema' }, slow)).toBeVisible();
    expect(tab('Criar Tema')).toHaveAttribute('aria-selected', 'true');
    expect(textbox('Cor base')).toHaveValue('#6750A4');
    expect(textbox('primary')).toHaveValue('#6750a4');
    expect(screen.getByLabelText('Seletor de cor: primary')).toHaveValue('#6750a4');
  });

  it('lists themes by priority with their period, status, selection and actions', async () => {
    fakeThemesApi({ themes: [CHRISTMAS, CARNIVAL] });
    renderPage();
    await screen.findByRole('row', { name: /^Natal/ }, slow);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'CarnavalSelecionado',
      'Natal',
    ]);
    expect(within(row('Natal')).getByText('01/12/2026 – 31/12/2026')).toBeVisible();
    expect(within(row('Carnaval')).getByText('Sempre')).toBeVisible();
    expect(within(row('Natal')).getByRole('switch')).toBeChecked();
    expect(within(row('Carnaval')).getByRole('switch')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Selecionar o tema Natal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remover a seleção do tema Carnaval' })).toBeVisible();
  });

  it('shows the load failure message', async () => {
    const api = fakeThemesApi();
    api.nextRead = () => problemResponse(503, { title: 'x', code: 'service.unavailable', detail: 'x' });
    renderPage();
    expect(
      await screen.findByText('Não foi possível carregar os temas. Tente novamente.', {}, slow),
    ).toBeVisible();
  });

  it('toggles the status with a toast, and says so when it fails', async () => {
    const api = fakeThemesApi({ themes: [CHRISTMAS] });
    renderPage();
    await screen.findByRole('row', { name: /^Natal/ }, slow);
    fireEvent.click(within(row('Natal')).getByRole('switch'));
    expect(await screen.findByText('Tema desativado', {}, slow)).toBeVisible();
    expect(api.requests).toContain(`PATCH /api/v1/admin/themes/${CHRISTMAS.id}/active`);
    await waitFor(() => expect(within(row('Natal')).getByRole('switch')).not.toBeChecked());

    act(() => dismissToast());
    api.nextWrite = () => problemResponse(500, { title: 'x', code: 'internal', detail: 'x' });
    fireEvent.click(within(row('Natal')).getByRole('switch'));
    expect(
      await screen.findByText('Não foi possível atualizar o status do tema. Tente novamente.', {}, slow),
    ).toBeVisible();
  });

  it('selects one theme at a time and can unselect it', async () => {
    const api = fakeThemesApi({ themes: [CHRISTMAS, CARNIVAL] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Selecionar o tema Natal' }, slow));
    await waitFor(() => expect(within(row('Natal')).getByText('Selecionado')).toBeVisible());
    expect(within(row('Carnaval')).queryByText('Selecionado')).toBeNull();
    expect(api.requests).toContain(`POST /api/v1/admin/themes/${CHRISTMAS.id}/select`);

    fireEvent.click(screen.getByRole('button', { name: 'Remover a seleção do tema Natal' }));
    await waitFor(() => expect(within(row('Natal')).queryByText('Selecionado')).toBeNull());
    expect(api.requests).toContain(`DELETE /api/v1/admin/themes/${CHRISTMAS.id}/select`);
  });

  it('deletes only after a confirmation that says it cannot be undone', async () => {
    const api = fakeThemesApi({ themes: [CHRISTMAS, CARNIVAL] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir o tema Natal' }, slow));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir tema?' });
    expect(dialog).toHaveTextContent('Esta ação não pode ser desfeita.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.requests.some((r) => r.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Excluir o tema Natal' }));
    api.nextWrite = () => problemResponse(500, { title: 'x', code: 'internal', detail: 'x' });
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText('Não foi possível excluir o tema. Tente novamente.', {}, slow),
    ).toBeVisible();

    act(() => dismissToast());
    fireEvent.click(screen.getByRole('button', { name: 'Excluir o tema Natal' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Tema Excluído', {}, slow)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Natal/ })).toBeNull());
    expect(api.themes.map((t) => t.name)).toEqual(['Carnaval']);
  });

  it('shows the schema messages beside the fields and saves nothing', async () => {
    const api = fakeThemesApi();
    renderPage('?tab=create');
    await screen.findByRole('form', { name: 'Novo tema' }, slow);
    fireEvent.change(textbox('Nome'), { target: { value: 'A' } });
    fireEvent.change(textbox('Prioridade'), { target: { value: '101' } });
    fireEvent.change(textbox('primary'), { target: { value: 'roxo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar tema' }));
    expect(textbox('Nome')).toHaveAccessibleDescription('Nome deve ter pelo menos 2 caracteres');
    expect(textbox('Prioridade')).toHaveAccessibleDescription(/A prioridade deve ser um número de 0 a 100\./);
    expect(textbox('primary')).toHaveAccessibleDescription('Cor inválida.');
    expect(textbox('primary')).toHaveValue('roxo');
    expect(api.requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  it('shows the WCAG AA notice of the mode in view, and still saves', async () => {
    const api = fakeThemesApi();
    renderPage('?tab=create');
    await screen.findByRole('form', { name: 'Novo tema' }, slow);
    fireEvent.change(textbox('Nome'), { target: { value: 'Baixo contraste' } });
    fireEvent.change(textbox('primary-foreground'), { target: { value: '#9a86d0' } });
    const notice = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('primary / primary-foreground'));
    expect(notice).toHaveTextContent(/primary \/ primary-foreground: \d,\d\d:1/);

    fireEvent.click(screen.getByRole('button', { name: 'Escuro' }));
    expect(screen.getByRole('button', { name: 'Escuro' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/primary \/ primary-foreground/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar tema' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]?.colors.light['primary-foreground']).toBe('#9a86d0');
  });

  it('creates a theme from a generated palette, then returns to the list', async () => {
    const api = fakeThemesApi();
    renderPage('?tab=create');
    await screen.findByRole('form', { name: 'Novo tema' }, slow);
    fireEvent.change(textbox('Nome'), { target: { value: 'Natal' } });
    fireEvent.change(textbox('Cor base'), { target: { value: '#b3261e' } });
    generate.mockReturnValue({
      light: { ...DEFAULT_THEME_COLORS.light, primary: '#904a42' },
      dark: { ...DEFAULT_THEME_COLORS.dark, primary: '#ffb4a9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar Paleta Automática' }));
    await waitFor(() => expect(textbox('primary')).toHaveValue('#904a42'));
    expect(generate).toHaveBeenCalledWith('#b3261e');

    fireEvent.click(screen.getByRole('button', { name: 'Salvar tema' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent('Tema SalvoO tema foi salvo com sucesso.'),
    );
    await waitFor(() => expect(tab('Lista de Temas')).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('row', { name: /^Natal/ }, slow)).toBeVisible();
    expect(api.saved[0]).toMatchObject({ name: 'Natal', baseColor: '#b3261e', priority: 0 });
    expect(api.saved[0]?.colors.light.primary).toBe('#904a42');
    expect(api.saved[0]?.colors.dark.primary).toBe('#ffb4a9');

    fireEvent.mouseDown(tab('Criar Tema'), { button: 0 });
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('');
  });

  it('edits a theme from the list, keeps what was typed on failure, and cancels to the list', async () => {
    const api = fakeThemesApi({ themes: [CHRISTMAS] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar o tema Natal' }, slow));
    expect(await screen.findByRole('form', { name: 'Editar tema' }, slow)).toBeVisible();
    expect(textbox('Nome')).toHaveValue('Natal');
    fireEvent.change(textbox('Nome'), { target: { value: 'Natal 2026' } });

    api.nextWrite = () =>
      problemResponse(400, {
        title: 'x',
        code: 'validation.failed',
        detail: 'x',
        errors: [
          { path: 'colors.dark.primary', code: 'validation.theme.color.invalid', message: 'Cor inválida.' },
        ],
      });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar tema' }));
    const failure = await screen.findByText('Ocorreu um erro ao salvar o tema. Tente novamente.', {}, slow);
    expect(failure.parentElement).toHaveTextContent(/^Erro/);
    expect(textbox('Nome')).toHaveValue('Natal 2026');
    expect(screen.getByRole('button', { name: 'Escuro' })).toHaveAttribute('aria-pressed', 'true');
    expect(textbox('primary')).toHaveAccessibleDescription('Cor inválida.');

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(tab('Lista de Temas')).toHaveAttribute('aria-selected', 'true'));
    expect(api.themes[0]?.name).toBe('Natal');
  });
});
