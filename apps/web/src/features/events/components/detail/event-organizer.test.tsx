import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEventDetail } from './testing/event-detail-fixture.ts';
import { fakeEventDetailApi, renderEventDetailPage } from './testing/render-event-detail-page.tsx';

const slow = { timeout: 3_000 };
const GROUP = {
  type: 'group',
  id: '50000000-0000-4000-8000-000000000001',
  slug: 'samba-da-vila',
  name: 'Samba da Vila',
  logoPath: 'groups/50000000-0000-4000-8000-000000000001/logo-256.webp',
} as const;

describe('the event page’s organiser', () => {
  it('names the group that organises the event, with its logo and a link to its page', async () => {
    fakeEventDetailApi(makeEventDetail({ organizer: GROUP }));
    renderEventDetailPage('/events/roda-de-samba');
    const section = within(
      (await screen.findByRole('heading', { name: 'Organização' }, slow)).parentElement as HTMLElement,
    );
    const link = section.getByRole('link', { name: /Samba da Vila/ });
    expect(link).toHaveAttribute('href', '/groups/samba-da-vila');
    expect(within(link).getByText('Grupo')).toBeInTheDocument();
    expect(section.getByRole('img', { name: 'Logo de Samba da Vila' })).toHaveAttribute(
      'src',
      `/uploads/${GROUP.logoPath}`,
    );
    expect(screen.queryByRole('link', { name: /Maria Silva/ })).toBeNull();
  });

  it('shows a group without a logo by its initial', async () => {
    fakeEventDetailApi(makeEventDetail({ organizer: { ...GROUP, name: 'ótima turma', logoPath: null } }));
    renderEventDetailPage('/events/roda-de-samba');
    const link = await screen.findByRole('link', { name: /ótima turma/ }, slow);
    expect(within(link).queryByRole('img')).toBeNull();
    expect(within(link).getByText('Ó')).toBeInTheDocument();
  });
});
