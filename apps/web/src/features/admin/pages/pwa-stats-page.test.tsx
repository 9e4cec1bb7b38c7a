import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makePwaStats } from '../console/testing/console-fixtures.ts';
import { fakeAdminConsoleApi } from '../console/testing/fake-admin-console-api.ts';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { PwaStatsPage } from './pwa-stats-page.tsx';

const slow = { timeout: 3_000 };
const PATH = '/admin/pwa-stats';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

/** The value a description list gives a term. */
const figureOf = (term: HTMLElement) => term.parentElement?.querySelector('dd')?.textContent;

describe('PwaStatsPage', () => {
  it('shows the beacons, installs, push opt-in rate, shares and the per-day chart', async () => {
    fakeAdminConsoleApi();
    renderAdminPage(PATH, <PwaStatsPage />);
    const totals = await screen.findByRole('region', { name: 'Últimos 30 dias' }, slow);
    expect(figureOf(within(totals).getByText('Sinais recebidos'))).toBe('200');
    expect(figureOf(within(totals).getByText('Com o app instalado'))).toBe('50');
    expect(figureOf(within(totals).getByText('Aceitam notificações push'))).toMatch(/^40\s?%$/);
    expect(within(totals).getByRole('img')).toHaveAccessibleName(
      'Sinais por dia: 200 sinais em 3 dias; no máximo 80 num dia',
    );

    const modes = screen.getByRole('region', { name: 'Modo de exibição' });
    expect(figureOf(within(modes).getByText('Navegador'))).toMatch(/^75\s?% · 150$/);
    expect(figureOf(within(modes).getByText('App instalado (standalone)'))).toMatch(/^25\s?% · 50$/);
    expect(figureOf(within(modes).getByText('App nativo'))).toMatch(/^0\s?% · 0$/);
    const platforms = screen.getByRole('region', { name: 'Plataforma' });
    expect(figureOf(within(platforms).getByText('Android'))).toMatch(/^50\s?% · 100$/);
    expect(figureOf(within(platforms).getByText('Outra'))).toMatch(/^0\s?% · 0$/);

    expect(screen.getByText(/O sinal é anônimo/)).toHaveTextContent('uma vez por dia');
    expect(screen.getByText(/O sinal é anônimo/)).toHaveTextContent('Do Not Track');
  });

  it('says so when no beacon came in the period', async () => {
    fakeAdminConsoleApi({
      pwa: makePwaStats({
        beacons: 0,
        installed: 0,
        pushOptIn: 0,
        displayModes: [],
        platforms: [],
        perDay: [],
      }),
    });
    renderAdminPage(PATH, <PwaStatsPage />);
    expect(await screen.findByText('Nenhum sinal nos últimos 30 dias.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/O sinal é anônimo/)).toBeInTheDocument();
  });
});
