import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makeDashboard } from '../console/testing/console-fixtures.ts';
import { fakeAdminConsoleApi } from '../console/testing/fake-admin-console-api.ts';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { AdminIndexPage } from './admin-index-page.tsx';

const slow = { timeout: 3_000 };
const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('AdminIndexPage (dashboard)', () => {
  it("shows the area's figures in the reader's number format, each card linking to its page", async () => {
    fakeAdminConsoleApi();
    renderAdminPage('/admin', <AdminIndexPage />);

    const people = await screen.findByRole('region', { name: 'Pessoas' }, slow);
    expect(within(people).getByText('1.234')).toBeInTheDocument();
    expect(within(people).getByText('Pessoas cadastradas')).toBeInTheDocument();
    expect(within(people).getByText('456')).toBeInTheDocument();
    expect(within(people).getByRole('link', { name: 'Ver permissões' })).toHaveAttribute(
      'href',
      '/admin/permissions',
    );

    const events = section('Eventos');
    expect(within(events).getByText('42')).toBeInTheDocument();
    expect(within(events).getByText('17')).toBeInTheDocument();
    expect(within(events).getByText('Cancelados')).toBeInTheDocument();

    const reports = section('Denúncias');
    expect(within(reports).getByText('7')).toBeInTheDocument();
    expect(within(reports).getByRole('link', { name: 'Ver denúncias' })).toHaveAttribute(
      'href',
      '/admin/event-reports',
    );
    // No sponsorships yet: no card for them.
    expect(screen.queryByRole('region', { name: 'Patrocínios' })).not.toBeInTheDocument();
  });

  it('draws each weekly series as a described picture with its numbers in a table', async () => {
    fakeAdminConsoleApi();
    renderAdminPage('/admin', <AdminIndexPage />);
    const attendance = await screen.findByRole('region', { name: 'Presenças' }, slow);
    const rsvps = within(attendance).getByRole('img', { name: /^Confirmações de presença por semana/ });
    expect(rsvps).toHaveAccessibleName('Confirmações de presença por semana: 100 em 4 semanas; 40 na última');
    const table = within(attendance).getByRole('table', { name: 'Confirmações de presença por semana' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('40')).toBeInTheDocument();
    const people = section('Pessoas');
    expect(within(people).getByRole('img')).toHaveAccessibleName(
      'Novas pessoas por semana: 16 em 4 semanas; 8 na última',
    );
  });

  it('shows the pending sponsorships once there are any', async () => {
    fakeAdminConsoleApi({ dashboard: makeDashboard({ pendingSponsorships: 2 }) });
    renderAdminPage('/admin', <AdminIndexPage />);
    const card = await screen.findByRole('region', { name: 'Patrocínios' }, slow);
    expect(within(card).getByText('2')).toBeInTheDocument();
    expect(within(card).getByText('Aguardando aprovação')).toBeInTheDocument();
  });

  it("keeps the area's links when the figures fail, and says so", async () => {
    const api = fakeAdminConsoleApi();
    api.nextRead = () =>
      problemResponse(500, { title: 'Erro', code: 'internal', detail: 'Erro interno do servidor.' });
    renderAdminPage('/admin', <AdminIndexPage />);
    expect(
      await screen.findByText('Não foi possível carregar os números do painel.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Páginas da administração' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Administração' })).toBeInTheDocument();
  });
});
