import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { problemResponse } from '../../../test/http.ts';
import { cardOf, fakeGroupsApi } from '../testing/fake-groups-api.ts';
import { makeGroupDetail, makePerson, OUTSIDER, OWNER } from '../testing/group-fixtures.ts';
import { renderGroupPages, SIGNED_IN } from '../testing/render-group-page.tsx';

const slow = { timeout: 3_000 };

const organizer = makePerson({
  name: 'Caio Prado',
  username: 'caio',
  avatarUrl: '/uploads/avatars/caio.webp',
});
const owner = makePerson({ name: 'Lia Santos', username: 'lia' });

function sambaGroup(overrides: Parameters<typeof makeGroupDetail>[0] = {}) {
  return makeGroupDetail({
    id: '20000000-0000-4000-8000-000000000042',
    name: 'Samba da Vila',
    slug: 'samba-da-vila',
    category: 'arts_culture',
    city: 'São Paulo',
    logoUrl: '/uploads/groups/samba-logo.webp',
    coverUrl: '/uploads/groups/samba-cover-1280.webp',
    description: '<p>Rodas de <strong>samba</strong> aos sábados.</p><script>alert(1)</script>',
    excerpt: 'Rodas de samba aos sábados.',
    counts: { members: 41, followers: 7, upcomingEvents: 1 },
    owner,
    organizers: [owner, organizer],
    ...overrides,
  });
}

const roda = makeEvent({ name: 'Roda de Samba no Largo', slug: 'roda-no-largo' });
const ensaio = makeEvent({ name: 'Ensaio Aberto de 2025', slug: 'ensaio-2025' });

function api(group = sambaGroup(), extra: Parameters<typeof fakeGroupsApi>[0] = {}) {
  return fakeGroupsApi({
    groups: [group],
    events: { [group.id]: { upcoming: [roda], past: [ensaio] } },
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GroupPage', () => {
  it('shows a visitor the group: cover, logo, name, category, city, description, counts, organisers, events', async () => {
    api();
    renderGroupPages('/groups/samba-da-vila');
    expect(screen.getByTestId('group-page-skeleton')).toHaveTextContent('Carregando...');
    const title = await screen.findByRole('heading', { level: 1, name: 'Samba da Vila' }, slow);
    expect(title).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Samba da Vila' })).toHaveAttribute(
      'src',
      '/uploads/groups/samba-logo.webp',
    );
    expect(screen.getByText('Arte e Cultura')).toBeInTheDocument();
    expect(screen.getByText('Grupo público')).toBeInTheDocument();
    expect(screen.getByText('São Paulo')).toBeInTheDocument();
    // Rich text rendered as markup, anything executable dropped.
    expect(screen.getByText('samba', { selector: 'strong' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('41 membros')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7 seguidores' })).toHaveAttribute(
      'href',
      '/groups/samba-da-vila/followers',
    );
    expect(screen.getByText('1 evento por vir')).toBeInTheDocument();

    const people = within(screen.getByRole('region', { name: 'Organização' }));
    expect(people.getByRole('link', { name: /Lia Santos/ })).toHaveAttribute('href', '/user/lia');
    expect(people.getByText('Dono(a)')).toBeInTheDocument();
    expect(people.getByRole('link', { name: /Caio Prado/ })).toHaveTextContent('Organizador(a)');

    expect(await screen.findByRole('link', { name: 'Roda de Samba no Largo' })).toHaveAttribute(
      'href',
      '/events/roda-no-largo',
    );
    expect(document.title).toBe('Samba da Vila · Eventos');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Rodas de samba aos sábados.',
    );
  });

  it('never reads a signed-in view from what the browser kept for visitors', async () => {
    const cacheOf = (fake: ReturnType<typeof api>) =>
      fake.fetch.mock.calls
        .filter(([input]) => String(input).includes('/api/v1/groups/'))
        .map(([, init]) => init?.cache);
    const visitor = api();
    const first = renderGroupPages('/groups/samba-da-vila');
    await screen.findByRole('link', { name: 'Roda de Samba no Largo' }, slow);
    expect(cacheOf(visitor)).toEqual([undefined, undefined]);
    first.unmount();

    const member = api();
    renderGroupPages('/groups/samba-da-vila', SIGNED_IN);
    await screen.findByRole('link', { name: 'Roda de Samba no Largo' }, slow);
    expect(cacheOf(member)).toEqual(['no-store', 'no-store']);
  });

  it('shows markup in the name, the city and an organiser as text, never as HTML', async () => {
    const payload = '<img src=x onerror="alert(1)">';
    api(
      sambaGroup({
        name: `Samba ${payload}`,
        city: `Recife ${payload}`,
        organizers: [owner, makePerson({ name: `Caio ${payload}`, username: null })],
        description: `<p>Oi</p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a>`,
      }),
    );
    renderGroupPages('/groups/samba-da-vila');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Samba ${payload}` }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText(`Recife ${payload}`)).toBeInTheDocument();
    expect(screen.getByText(`Caio ${payload}`)).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('sends a visitor to sign in from Participar and Seguir, and back to this page', async () => {
    api();
    renderGroupPages('/groups/samba-da-vila');
    await screen.findByRole('heading', { level: 1, name: 'Samba da Vila' }, slow);
    const back = `/auth?redirect=${encodeURIComponent('/groups/samba-da-vila')}`;
    expect(screen.getByRole('link', { name: 'Participar' })).toHaveAttribute('href', back);
    expect(screen.getByRole('link', { name: 'Seguir' })).toHaveAttribute('href', back);
    expect(screen.queryByRole('button', { name: 'Sair do grupo' })).toBeNull();
  });

  it('turns /groups/{id} into /groups/{slug}, keeping the query', async () => {
    const fake = api();
    const { router } = renderGroupPages('/groups/20000000-0000-4000-8000-000000000042?x=1');
    await screen.findByRole('heading', { level: 1, name: 'Samba da Vila' }, slow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/samba-da-vila'));
    expect(router.state.location.search).toBe('?x=1');
    expect(fake.requests.filter((r) => r.startsWith('GET /api/v1/groups/samba-da-vila'))).toEqual([]);
  });

  it('lets a signed-in person join, then leave after saying so; the members count follows', async () => {
    const fake = api();
    renderGroupPages('/groups/samba-da-vila', SIGNED_IN);
    fireEvent.click(await screen.findByRole('button', { name: 'Participar' }, slow));
    expect(await screen.findByText('42 membros')).toBeInTheDocument();
    expect(screen.getByText('Você é membro deste grupo')).toBeInTheDocument();
    expect(screen.getByText('Você agora participa de Samba da Vila')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Participar' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sair do grupo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair de Samba da Vila?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar no grupo' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.writes).toEqual(['PUT membership']);

    fireEvent.click(screen.getByRole('button', { name: 'Sair do grupo' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sair do grupo' }),
    );
    expect(await screen.findByText('41 membros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Participar' })).toBeInTheDocument();
    expect(fake.writes).toEqual(['PUT membership', 'DELETE membership']);
  });

  it('follows and unfollows; the followers count follows', async () => {
    api();
    renderGroupPages('/groups/samba-da-vila', SIGNED_IN);
    fireEvent.click(await screen.findByRole('button', { name: 'Seguir' }, slow));
    expect(await screen.findByRole('link', { name: '8 seguidores' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deixar de seguir' }));
    expect(await screen.findByRole('link', { name: '7 seguidores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
  });

  it('says why a change failed and keeps the page as it was', async () => {
    const fake = api();
    renderGroupPages('/groups/samba-da-vila', SIGNED_IN);
    fake.nextWrite = () =>
      problemResponse(403, {
        title: 'Privado',
        code: 'group.private',
        detail: 'Este grupo é privado: só é possível entrar com um convite.',
      });
    fireEvent.click(await screen.findByRole('button', { name: 'Participar' }, slow));
    expect(await screen.findByText('Não foi possível entrar no grupo')).toBeInTheDocument();
    expect(
      screen.getByText('Este grupo é privado: só é possível entrar com um convite.'),
    ).toBeInTheDocument();
    expect(screen.getByText('41 membros')).toBeInTheDocument();
  });

  it('shows past events on Anteriores (Radix tabs)', async () => {
    api();
    renderGroupPages('/groups/samba-da-vila');
    await screen.findByRole('link', { name: 'Roda de Samba no Largo' }, slow);
    const past = screen.getByRole('tab', { name: 'Anteriores' });
    fireEvent.mouseDown(past);
    fireEvent.click(past);
    expect(await screen.findByRole('link', { name: 'Ensaio Aberto de 2025' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Anteriores' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the group has no upcoming event', async () => {
    const group = sambaGroup();
    fakeGroupsApi({ groups: [group] });
    renderGroupPages('/groups/samba-da-vila');
    expect(await screen.findByText('Nenhum evento por vir', {}, slow)).toBeInTheDocument();
  });

  it('shows the owner no Sair do grupo, says they own it, and offers only management pages that exist', async () => {
    api(sambaGroup({ viewer: OWNER }));
    renderGroupPages('/groups/samba-da-vila', SIGNED_IN);
    expect(await screen.findByText('Você é o dono deste grupo', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sair do grupo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Participar' })).toBeNull();
    const { isPageBuilt } = await import('@eventos/domain');
    for (const [name, page] of [
      ['Dashboard', 'dashboard'],
      ['Editar', 'edit'],
      ['Membros', 'members'],
      ['Convites', 'invites'],
    ] as const) {
      const href = `/groups/20000000-0000-4000-8000-000000000042/${page}`;
      // One set beside the actions (phones), one in the side column (from 900 px): CSS shows one.
      const links = screen.queryAllByRole('link', { name });
      expect(links).toHaveLength(isPageBuilt(href) ? 2 : 0);
      for (const link of links) expect(link).toHaveAttribute('href', href);
    }
  });

  it('is the not-found page for a group that does not exist or is private to the person', async () => {
    // React reports the error the router catches; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeGroupsApi({ groups: [sambaGroup({ visibility: 'private' })] });
    renderGroupPages('/groups/samba-da-vila', SIGNED_IN);
    expect(await screen.findByText('Erro 404 group.not_found', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('Samba da Vila')).toBeNull();
  });

  it('answers an invitation waiting for the person: Aceitar makes them a member', async () => {
    const fake = api(
      sambaGroup({ viewer: { ...OUTSIDER, invitationId: '30000000-0000-4000-8000-000000000001' } }),
    );
    renderGroupPages('/groups/samba-da-vila', SIGNED_IN);
    const banner = await screen.findByRole('region', { name: 'Você tem um convite' }, slow);
    expect(banner).toHaveTextContent('Você foi convidado(a) para participar de Samba da Vila.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Você é membro deste grupo')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Você tem um convite' })).toBeNull();
    expect(fake.writes).toEqual(['POST invitation/accept']);
  });

  it('declines an invitation from the banner', async () => {
    const fake = api(
      sambaGroup({ viewer: { ...OUTSIDER, invitationId: '30000000-0000-4000-8000-000000000001' } }),
    );
    renderGroupPages('/groups/samba-da-vila', SIGNED_IN);
    const banner = await screen.findByRole('region', { name: 'Você tem um convite' }, slow);
    fireEvent.click(within(banner).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Convite para Samba da Vila recusado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Você tem um convite' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Participar' })).toBeInTheDocument();
    expect(fake.writes).toEqual(['POST invitation/decline']);
  });

  it('shows the invitation to a private group the person cannot see yet, then the group once accepted', async () => {
    const hidden = sambaGroup({ visibility: 'private' });
    api(hidden, {
      myInvitations: [
        {
          id: '30000000-0000-4000-8000-000000000002',
          group: cardOf(hidden),
          invitedBy: owner,
          createdAt: '2026-02-01T10:00:00.000Z',
          expiresAt: '2026-02-15T10:00:00.000Z',
        },
      ],
    });
    renderGroupPages('/groups/samba-da-vila', SIGNED_IN);
    const banner = await screen.findByRole('region', { name: 'Você tem um convite' }, slow);
    expect(banner).toHaveTextContent('Lia Santos convidou você para participar de Samba da Vila.');
    expect(screen.getByRole('article', { name: 'Samba da Vila' })).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Samba da Vila' })).toBeInTheDocument();
    expect(screen.getByText('Grupo privado')).toBeInTheDocument();
    expect(screen.getByText('Você é membro deste grupo')).toBeInTheDocument();
  });

  it('asks a visitor with an e-mailed link to sign in and come back to the same address', async () => {
    api(sambaGroup({ visibility: 'private' }));
    renderGroupPages('/groups/samba-da-vila?invite=tok-123456789012345678901');
    const banner = await screen.findByRole('region', { name: 'Você foi convidado(a)' }, slow);
    expect(within(banner).getByRole('link', { name: 'Entrar para aceitar' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent('/groups/samba-da-vila?invite=tok-123456789012345678901')}`,
    );
  });

  it('accepts an e-mailed link once signed in and opens the group without the token', async () => {
    const fake = api(sambaGroup({ visibility: 'private' }), {
      linkTokens: { 'tok-123456789012345678901': 'samba-da-vila' },
    });
    const { router } = renderGroupPages('/groups/samba-da-vila?invite=tok-123456789012345678901', SIGNED_IN);
    const banner = await screen.findByRole('region', { name: 'Você foi convidado(a)' }, slow);
    fireEvent.click(within(banner).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Samba da Vila' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(fake.writes).toEqual(['POST group-invitations/accept-link']);
    expect(screen.queryByRole('region', { name: 'Você foi convidado(a)' })).toBeNull();
  });

  it('says when an e-mailed link no longer works', async () => {
    api(sambaGroup());
    renderGroupPages('/groups/samba-da-vila?invite=tok-usado-1234567890123456', SIGNED_IN);
    const banner = await screen.findByRole('region', { name: 'Você foi convidado(a)' }, slow);
    expect(banner).toHaveTextContent('Você recebeu um convite para participar de Samba da Vila.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Convite não encontrado.')).toBeInTheDocument();
  });

  it('copies the link with a toast where the system share sheet is missing', async () => {
    api();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderGroupPages('/groups/samba-da-vila');
    fireEvent.click(await screen.findByRole('button', { name: 'Compartilhar' }, slow));
    expect(await screen.findByText('Link copiado')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/groups/samba-da-vila');
  });

  it('opens the system share sheet where there is one', async () => {
    api();
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderGroupPages('/groups/samba-da-vila');
    fireEvent.click(await screen.findByRole('button', { name: 'Compartilhar' }, slow));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Samba da Vila',
        text: 'Samba da Vila',
        url: expect.stringMatching(/\/groups\/samba-da-vila$/),
      }),
    );
  });
});
