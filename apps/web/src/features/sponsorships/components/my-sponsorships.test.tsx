import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSponsorshipApi } from '../testing/fake-sponsorship-api.ts';
import { renderSponsorships, SIGNED_IN } from '../testing/render-sponsorships.tsx';
import { makeSponsorship } from '../testing/sponsorship-fixtures.ts';
import { MySponsorshipsSlot } from './my-sponsorships-slot.tsx';

afterEach(() => vi.unstubAllGlobals());

const render = () => renderSponsorships(<MySponsorshipsSlot />, '/profile', SIGNED_IN);
const final = { withdraw: false, accept: false, decline: false, editLogo: false };

describe('Meus patrocínios', () => {
  it('lists each sponsorship with its event, tier, amount, state, notes and numbers', async () => {
    fakeSponsorshipApi({
      mine: [
        makeSponsorship({ state: 'requested' }),
        makeSponsorship({ state: 'accepted', organiserNote: 'Combinado!', can: final }),
        makeSponsorship({ state: 'approved', stats: { impressions: 1234, clicks: 56 }, can: final }),
        makeSponsorship({ state: 'declined', adminNote: 'Logo ilegível.', can: final }),
        makeSponsorship({ state: 'withdrawn', can: final }),
        makeSponsorship({ state: 'ended', stats: { impressions: 1, clicks: 1 }, can: final }),
      ],
    });
    render();
    const list = await screen.findByRole('list', { name: 'Meus patrocínios' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(document.getElementById('sponsorships')).toContainElement(list);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Roda de Samba' })).toHaveAttribute(
      'href',
      '/events/roda-de-samba',
    );
    expect(
      within(items[0] as HTMLElement).getByText(
        (_, node) => node?.tagName === 'P' && /^Ouro ·/.test(node.textContent ?? ''),
      ),
    ).toHaveTextContent('Ouro · R$ 1.500,00');
    for (const [i, state] of [
      'Aguardando organizador',
      'Aguardando aprovação',
      'Aprovado',
      'Recusado',
      'Retirado',
      'Encerrado',
    ].entries())
      expect(within(items[i] as HTMLElement).getByText(state)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Combinado!')).toBeInTheDocument();
    expect(within(items[3] as HTMLElement).getByText('Logo ilegível.')).toBeInTheDocument();
    expect(
      within(items[2] as HTMLElement).getByText('1.234 visualizações em destaque · 56 cliques'),
    ).toBeInTheDocument();
    expect(
      within(items[5] as HTMLElement).getByText('1 visualização em destaque · 1 clique'),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByText(/visualiza/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Retirar pedido' })).toHaveLength(1);
  });

  it('withdraws a request after confirming', async () => {
    const api = fakeSponsorshipApi({ mine: [makeSponsorship({ state: 'requested' })] });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Retirar pedido' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirar o pedido de patrocínio?' });
    expect(dialog).toHaveTextContent('Seu pedido para “Roda de Samba” será retirado');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirar pedido' }));
    expect(await screen.findByText('Pedido de patrocínio retirado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Retirado')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Retirar pedido' })).toBeNull();
    expect(api.calls).toContain(`POST /api/v1/sponsorships/${api.mine[0]?.id}/withdraw {}`);
  });

  it('explains when there is none', async () => {
    fakeSponsorshipApi();
    render();
    expect(await screen.findByText(/Você ainda não patrocinou nenhum evento/)).toBeInTheDocument();
  });

  it('reads the next page with Carregar mais', async () => {
    const api = fakeSponsorshipApi({
      pageSize: 2,
      mine: [1, 2, 3].map(() => makeSponsorship({ can: final })),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Meus patrocínios' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(api.calls).toEqual(['GET /api/v1/sponsorships/mine', 'GET /api/v1/sponsorships/mine?cursor=2']);
  });
});
