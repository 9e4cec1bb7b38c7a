import { isoToDatetimeValue } from '@eventos/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { fakeAdminSponsorshipsApi } from '../sponsorships/testing/fake-admin-sponsorships-api.ts';
import { sponsorshipFixture, totalsFixture } from '../sponsorships/testing/sponsorship-fixtures.ts';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { SponsorshipsPage } from './sponsorships-page.tsx';

const slow = { timeout: 3_000 };
const PATH = '/admin/sponsorships';
const LIST = '/api/v1/admin/sponsorships';

function renderPage(search = '') {
  return renderAdminPage(PATH, <SponsorshipsPage />, `${PATH}${search}`);
}

const card = () => screen.getByRole('article', { name: 'Café Aurora' });
const dialog = () => screen.getByRole('dialog');
const hour = 3_600_000;
/** Cell texts with the currency's no-break space read as a space. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s/g, ' '));

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('SponsorshipsPage', () => {
  it('opens the queue of accepted sponsorships with everything the team needs to decide', async () => {
    const api = fakeAdminSponsorshipsApi({
      sponsorships: [
        sponsorshipFixture(),
        sponsorshipFixture({
          id: '74000000-0000-4000-8000-000000000002',
          state: 'requested',
          sponsor: { ...sponsorshipFixture().sponsor, displayName: 'Outra Marca' },
        }),
      ],
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Patrocínios' }, slow)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Fila' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Destaques' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Totais' })).toBeVisible();
    await screen.findByRole('article', { name: 'Café Aurora' }, slow);
    expect(api.requests).toContain(`GET ${LIST}?state=accepted`);
    expect(screen.queryByRole('article', { name: 'Outra Marca' })).toBeNull();

    const it = within(card());
    expect(it.getByRole('link', { name: 'Festival de Jazz' })).toHaveAttribute(
      'href',
      '/events/festival-de-jazz-2026',
    );
    expect(it.getByText('Ana Souza')).toBeVisible();
    expect(it.getByText('Aceito pelo organizador')).toBeVisible();
    expect(it.getByText('R$ 1.500,00')).toBeVisible();
    expect(it.getByText('Ouro')).toBeVisible();
    // Without a logo, the initials stand in; the name is written beside them.
    expect(it.getByText('CA')).toHaveAttribute('aria-hidden', 'true');
    const message = it.getByText(/Queremos apoiar a música local/);
    expect(message).toHaveAttribute('dir', 'auto');
    expect(message.className).toContain('whitespace-pre-line');
    expect(it.getByText('Parceiro de anos.')).toBeVisible();
    expect(it.getByRole('button', { name: 'Aprovar' })).toBeVisible();
    expect(it.getByRole('button', { name: 'Recusar' })).toBeVisible();
    expect(it.queryByRole('button', { name: 'Encerrar' })).toBeNull();
  });

  it('filters by another state, and offers "Encerrar" on approved ones', async () => {
    const api = fakeAdminSponsorshipsApi({ sponsorships: [sponsorshipFixture({ state: 'approved' })] });
    renderPage();
    expect(await screen.findByText('Nenhum patrocínio aguardando aprovação.', {}, slow)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'approved' } });
    await screen.findByRole('article', { name: 'Café Aurora' }, slow);
    expect(api.requests).toContain(`GET ${LIST}?state=approved`);
    fireEvent.click(within(card()).getByRole('button', { name: 'Encerrar' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByText('Patrocínio encerrado', {}, slow)).toBeVisible();
    expect(api.writes).toEqual([
      { request: `POST ${LIST}/74000000-0000-4000-8000-000000000001/end`, body: { note: null } },
    ]);
  });

  it('approves with an optional note, then reads the queue again', async () => {
    const api = fakeAdminSponsorshipsApi({ sponsorships: [sponsorshipFixture()] });
    renderPage();
    await screen.findByRole('article', { name: 'Café Aurora' }, slow);
    fireEvent.click(within(card()).getByRole('button', { name: 'Aprovar' }));
    expect(within(dialog()).getByRole('heading', { name: 'Aprovar patrocínio?' })).toBeVisible();
    fireEvent.change(within(dialog()).getByLabelText('Observação (opcional)'), {
      target: { value: '  Bem-vindos!  ' },
    });
    const reads = api.requests.length;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Patrocínio aprovado', {}, slow)).toBeVisible();
    expect(api.writes).toEqual([
      { request: `POST ${LIST}/74000000-0000-4000-8000-000000000001/approve`, body: { note: 'Bem-vindos!' } },
    ]);
    expect(await screen.findByText('Nenhum patrocínio aguardando aprovação.', {}, slow)).toBeVisible();
    expect(api.requests.slice(reads)).toContain(`GET ${LIST}?state=accepted`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects only with a note: the message shows beside the field, the text stays, nothing is sent', async () => {
    const api = fakeAdminSponsorshipsApi({ sponsorships: [sponsorshipFixture()] });
    renderPage();
    await screen.findByRole('article', { name: 'Café Aurora' }, slow);
    fireEvent.click(within(card()).getByRole('button', { name: 'Recusar' }));
    const note = within(dialog()).getByLabelText('Motivo da recusa');
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Recusar' }));
    expect(note).toHaveAccessibleDescription(/Escreva o motivo da recusa\./);
    expect(note).toHaveValue('   ');
    expect(api.writes).toEqual([]);

    fireEvent.change(note, { target: { value: 'Marca fora das regras.' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Patrocínio recusado', {}, slow)).toBeVisible();
    expect(api.writes).toEqual([
      {
        request: `POST ${LIST}/74000000-0000-4000-8000-000000000001/reject`,
        body: { note: 'Marca fora das regras.' },
      },
    ]);
  });

  it('says when someone else moved it first, and reads the list again', async () => {
    const api = fakeAdminSponsorshipsApi({ sponsorships: [sponsorshipFixture()] });
    renderPage();
    await screen.findByRole('article', { name: 'Café Aurora' }, slow);
    api.nextWrite = () =>
      problemResponse(409, { title: 'x', code: 'sponsorship.state_changed', detail: 'x' });
    const reads = api.requests.length;
    fireEvent.click(within(card()).getByRole('button', { name: 'Aprovar' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Aprovar' }));
    expect(
      await screen.findByText('Este patrocínio mudou de situação. Atualize a página.', {}, slow),
    ).toBeVisible();
    await waitFor(() => expect(api.requests.slice(reads)).toContain(`GET ${LIST}?state=accepted`));
  });

  it('loads the next page with "Carregar mais"', async () => {
    const api = fakeAdminSponsorshipsApi({
      pageSize: 1,
      sponsorships: [
        sponsorshipFixture(),
        sponsorshipFixture({
          id: '74000000-0000-4000-8000-000000000002',
          sponsor: { ...sponsorshipFixture().sponsor, displayName: 'Outra Marca' },
        }),
      ],
    });
    renderPage();
    await screen.findByRole('article', { name: 'Café Aurora' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('article', { name: 'Outra Marca' }, slow)).toBeVisible();
    expect(api.requests).toContain(`GET ${LIST}?state=accepted&cursor=1`);
  });

  it('shows the featured schedule and checks the window before saving it', async () => {
    const now = Date.now();
    const api = fakeAdminSponsorshipsApi({
      sponsorships: [
        sponsorshipFixture({
          state: 'approved',
          featuredFrom: new Date(now - hour).toISOString(),
          featuredUntil: new Date(now + 48 * hour).toISOString(),
        }),
      ],
    });
    renderPage('?tab=featured');
    expect(await screen.findByText('Agora em destaque', {}, slow)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Editar o destaque de Festival de Jazz' }));
    const until = within(dialog()).getByRole('group', { name: 'Fim do destaque' });
    fireEvent.change(within(until).getByLabelText('Data'), { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Salvar destaque' }));
    expect(until).toHaveAccessibleDescription('O fim do destaque deve ser depois do início.');

    const from = within(dialog()).getByRole('group', { name: 'Início do destaque' });
    fireEvent.change(within(from).getByLabelText('Data'), { target: { value: '' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Salvar destaque' }));
    expect(from).toHaveAccessibleDescription('Informe as datas de início e de fim do destaque.');
    expect(api.writes).toEqual([]);

    fireEvent.change(within(from).getByLabelText('Data'), { target: { value: '2099-01-10' } });
    fireEvent.change(within(until).getByLabelText('Data'), { target: { value: '2099-01-11' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Salvar destaque' }));
    expect(await screen.findByText('Destaque atualizado', {}, slow)).toBeVisible();
    expect(api.writes).toHaveLength(1);
    expect(api.writes[0]?.request).toBe(`PUT ${LIST}/74000000-0000-4000-8000-000000000001/featured`);
    const body = api.writes[0]?.body as { featuredFrom: string; featuredUntil: string };
    expect(isoToDatetimeValue(body.featuredFrom, 'America/Sao_Paulo')).toMatch(/^2099-01-10T/);
    expect(isoToDatetimeValue(body.featuredUntil, 'America/Sao_Paulo')).toMatch(/^2099-01-11T/);
  });

  it('removes a featured window after a confirmation', async () => {
    const now = Date.now();
    const api = fakeAdminSponsorshipsApi({
      sponsorships: [
        sponsorshipFixture({
          state: 'approved',
          featuredFrom: new Date(now + hour).toISOString(),
          featuredUntil: new Date(now + 48 * hour).toISOString(),
        }),
      ],
    });
    renderPage('?tab=featured');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remover o destaque de Festival de Jazz' }, slow),
    );
    expect(screen.queryByText('Agora em destaque')).toBeNull();
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remover destaque' }),
    );
    expect(await screen.findByText('Destaque removido', {}, slow)).toBeVisible();
    expect(api.writes[0]?.body).toEqual({ featuredFrom: null, featuredUntil: null });
    expect(await screen.findByText('Nenhum destaque programado.', {}, slow)).toBeVisible();
  });

  it('shows the totals per event and per month in reais and the month by name', async () => {
    fakeAdminSponsorshipsApi({
      totals: totalsFixture({
        perMonth: [
          { month: '2026-11', count: 3, amountCents: 450_000 },
          { month: '2026-10', count: 1, amountCents: 5_050 },
        ],
      }),
    });
    renderPage('?tab=totals');
    const perEvent = await screen.findByRole('region', { name: 'Por evento' }, slow);
    const eventRow = within(perEvent).getByRole('row', { name: /Festival de Jazz/ });
    expect(cells(eventRow)).toEqual(['3', 'R$ 4.500,00']);
    const perMonth = screen.getByRole('region', { name: 'Por mês' });
    expect(within(perMonth).getByRole('rowheader', { name: 'novembro de 2026' })).toBeVisible();
    const october = within(perMonth).getByRole('row', { name: /outubro de 2026/ });
    expect(cells(october)).toEqual(['1', 'R$ 50,50']);
  });
});
