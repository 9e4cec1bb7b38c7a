import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocialApi } from '../testing/fake-social-api.ts';
import { renderSocialPage } from '../testing/render-social-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

const tabs = () => screen.findByRole('tablist', { name: 'Seções do Social' });

describe('SocialPage', () => {
  it('opens the timeline by default, under the page title "Social"', async () => {
    fakeSocialApi();
    renderSocialPage('/social');
    expect(await screen.findByRole('heading', { level: 1, name: 'Social' })).toBeInTheDocument();
    expect(within(await tabs()).getByRole('tab', { name: 'Linha do tempo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Sua linha do tempo ainda está vazia')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Social · Eventos'));
  });

  it.each([
    ['friends', 'Amigos', 'Pedidos recebidos'],
    ['seguindo', 'Seguindo', 'Pessoas que você segue'],
  ])('opens the tab the query names (?tab=%s)', async (tab, label, heading) => {
    fakeSocialApi();
    renderSocialPage(`/social?tab=${tab}`);
    expect(within(await tabs()).getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('falls back to the timeline for an unknown tab', async () => {
    fakeSocialApi();
    renderSocialPage('/social?tab=nada');
    expect(within(await tabs()).getByRole('tab', { name: 'Linha do tempo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('puts the chosen tab in the address, and Back returns to the tab before', async () => {
    const api = fakeSocialApi();
    const { router } = renderSocialPage('/social?tab=timeline');
    const list = await tabs();
    const friends = within(list).getByRole('tab', { name: 'Amigos' });
    // Radix tabs answer the pointer going down (mouse, primary button).
    fireEvent.mouseDown(friends, { button: 0, ctrlKey: false });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=friends'));
    expect(friends).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pedidos recebidos' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.startsWith('GET /api/v1/me/friend-requests?direction=received'))).toBe(
      true,
    );
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=timeline'));
    await waitFor(() =>
      expect(within(list).getByRole('tab', { name: 'Linha do tempo' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });
});
