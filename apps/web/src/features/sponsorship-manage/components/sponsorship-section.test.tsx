import type { EventSponsorship, Sponsorship } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  makeEventSponsorship,
  makeSponsorship,
  makeTier,
  SPONSORED_EVENT_ID,
} from '../testing/sponsorship-fixtures.ts';
import { SponsorshipSection } from './sponsorship-section.tsx';

vi.setConfig({ testTimeout: 15_000 });

const BASE = `/api/v1/events/${SPONSORED_EVENT_ID}`;

interface Call {
  method: string;
  path: string;
  state: string | null;
  body: unknown;
}

interface Served {
  settings?: EventSponsorship;
  sponsorships?: Sponsorship[];
  answer?: (call: Call) => Response | undefined;
}

function serve({ settings = makeEventSponsorship(), sponsorships = [], answer }: Served = {}) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      state: url.searchParams.get('state'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const custom = answer?.(call);
    if (custom) return custom;
    if (call.path === `${BASE}/sponsorship` && call.method === 'GET') return jsonResponse(settings);
    if (call.path === `${BASE}/sponsorships`)
      return jsonResponse({
        items: sponsorships.filter((s) => !call.state || s.state === call.state),
        nextCursor: null,
      });
    return new Response('not served', { status: 599 });
  });
  renderRoutes(
    [{ path: '/events/:id/manage', element: <SponsorshipSection eventId={SPONSORED_EVENT_ID} /> }],
    `/events/${SPONSORED_EVENT_ID}/manage#sponsorships`,
  );
  return calls;
}

const count = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;

describe('SponsorshipSection', () => {
  it('lists the tiers with amount, benefits and slots taken, and explains the approval step', async () => {
    serve();
    expect(await screen.findByText('Ouro')).toBeInTheDocument();
    expect(screen.getByText(/R\$\s1\.500,00/)).toBeInTheDocument();
    expect(screen.getByText('1 de 2 vagas ocupadas')).toBeInTheDocument();
    expect(screen.getByText(/seguem para aprovação da equipe do Eventos/)).toBeInTheDocument();
    expect(document.getElementById('sponsorships')).toHaveClass('scroll-mt-24');
    expect(await screen.findByText('Nenhum pedido aguardando sua resposta.')).toBeInTheDocument();
  });

  it('opens the event to requests with the switch', async () => {
    const calls = serve({
      answer: (call) =>
        call.method === 'PUT' ? jsonResponse(makeEventSponsorship({ open: true })) : undefined,
    });
    const toggle = await screen.findByRole('switch', { name: 'Aceitar pedidos de patrocínio' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `${BASE}/sponsorship`,
      body: { open: true },
    });
  });

  it('shows each tier error beside its field and keeps what was typed', async () => {
    const calls = serve();
    fireEvent.click(await screen.findByRole('button', { name: 'Nova cota' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nome da cota'), { target: { value: 'O' } });
    fireEvent.change(within(dialog).getByLabelText('Valor (R$)'), { target: { value: 'mil reais' } });
    fireEvent.change(within(dialog).getByLabelText('Vagas'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar cota' }));

    const name = within(dialog).getByLabelText('Nome da cota');
    expect(
      await within(dialog).findByText('O nome da cota deve ter pelo menos 2 caracteres.'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/pelo menos 2 caracteres/);
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveAccessibleDescription(
      /Informe um valor em reais/,
    );
    expect(within(dialog).getByLabelText('Vagas')).toHaveAccessibleDescription(/Informe de 1 a 100 vagas/);
    expect(name).toHaveValue('O');
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('mil reais');
    expect(count(calls, 'POST', `${BASE}/sponsorship/tiers`)).toBe(0);
  });

  it('creates a tier from reais typed the Brazilian way and asks for the tiers again', async () => {
    const calls = serve({
      answer: (call) =>
        call.method === 'POST' ? jsonResponse(makeTier({ name: 'Prata' }), { status: 201 }) : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nova cota' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nome da cota'), { target: { value: 'Prata' } });
    fireEvent.change(within(dialog).getByLabelText('Valor (R$)'), { target: { value: '1.500,00' } });
    fireEvent.change(within(dialog).getByLabelText('Vagas'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar cota' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `${BASE}/sponsorship/tiers`,
      body: { name: 'Prata', amountCents: 150_000, benefits: null, slots: 3 },
    });
    await waitFor(() => expect(count(calls, 'GET', `${BASE}/sponsorship`)).toBe(2));
  });

  it('says why a tier in use cannot be deleted', async () => {
    const settings = makeEventSponsorship();
    const tierId = settings.tiers[0]?.id;
    const calls = serve({
      settings,
      answer: (call) =>
        call.method === 'DELETE'
          ? problemResponse(409, {
              title: 'Conflito',
              code: 'sponsorship.tier.in_use',
              detail: 'Esta cota tem patrocínios em andamento e não pode ser excluída.',
            })
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir a cota Ouro' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir cota' }));
    expect(
      await screen.findByText('Esta cota tem patrocínios em andamento e não pode ser excluída.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${BASE}/sponsorship/tiers/${tierId}`);
    expect(screen.getByText('Ouro')).toBeInTheDocument();
  });

  it('puts the waiting requests first and accepts one, then refreshes the lists', async () => {
    const waiting = makeSponsorship({
      sponsor: { groupName: 'Amigos do Samba', groupId: 'g', kind: 'group' },
    });
    const approved = makeSponsorship({
      state: 'approved',
      sponsor: { displayName: 'Café Central' },
      approvedAt: '2026-11-22T12:00:00.000Z',
      stats: { impressions: 1234, clicks: 56 },
      can: { withdraw: false, accept: false, decline: false, editLogo: false },
    });
    const calls = serve({
      sponsorships: [waiting, approved],
      answer: (call) =>
        call.path === `/api/v1/sponsorships/${waiting.id}/accept`
          ? jsonResponse({ ...waiting, state: 'accepted', can: { ...waiting.can, accept: false } })
          : undefined,
    });
    await waitFor(() => expect(screen.getAllByTestId('sponsorship-row')).toHaveLength(2));
    const rows = screen.getAllByTestId('sponsorship-row');
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Padaria Pão Quente')).toBeInTheDocument();
    expect(within(first).getByText('como Amigos do Samba')).toBeInTheDocument();
    expect(within(first).getByText(/Queremos apoiar o samba/)).toHaveAttribute('dir', 'auto');
    expect(within(second).getByText('Café Central')).toBeInTheDocument();
    expect(within(second).getByTestId('sponsorship-report')).toHaveTextContent('1.234');
    expect(within(second).getByTestId('sponsorship-report')).toHaveTextContent('56');
    expect(within(second).queryByRole('button', { name: 'Aceitar' })).toBeNull();

    const listsBefore = count(calls, 'GET', `${BASE}/sponsorships`);
    fireEvent.click(within(first).getByRole('button', { name: 'Aceitar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceitar patrocínio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/accept'))).toMatchObject({ method: 'POST', body: {} });
    await waitFor(() => expect(count(calls, 'GET', `${BASE}/sponsorships`)).toBeGreaterThan(listsBefore));
  });

  it('declines with a note, and shows a refusal in the dialog keeping the note', async () => {
    const waiting = makeSponsorship();
    const calls = serve({
      sponsorships: [waiting],
      answer: (call) =>
        call.path.endsWith('/decline')
          ? problemResponse(409, {
              title: 'Conflito',
              code: 'sponsorship.state_changed',
              detail: 'Este patrocínio mudou de situação. Atualize a página.',
            })
          : undefined,
    });
    const row = await screen.findByTestId('sponsorship-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByLabelText('Observação para o patrocinador (opcional)');
    fireEvent.change(note, { target: { value: 'Já fechamos com outra padaria.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar patrocínio' }));
    expect(
      await within(dialog).findByText('Este patrocínio mudou de situação. Atualize a página.'),
    ).toBeInTheDocument();
    expect(note).toHaveValue('Já fechamos com outra padaria.');
    expect(calls.find((c) => c.path.endsWith('/decline'))?.body).toEqual({
      note: 'Já fechamos com outra padaria.',
    });
  });
});
