import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { makeGroupCard } from '../../groups/testing/group-fixtures.ts';
import { fakePeopleApi } from '../testing/fake-people-api.ts';
import { FRIEND, makeProfile, makeProfileEvent, STRANGER } from '../testing/people-fixtures.ts';
import { renderPeoplePages, SIGNED_IN } from '../testing/render-people-page.tsx';

const slow = { timeout: 3_000 };

const festival = makeProfileEvent({
  name: 'Festival de Verão',
  slug: 'festival-de-verao',
  role: 'organizer',
});
const show = makeProfileEvent({ name: 'Show no Pelourinho', slug: 'show-pelourinho', role: 'attending' });
const samba = makeGroupCard({ name: 'Samba da Vila', slug: 'samba-da-vila' });

function api(profile = makeProfile(), extra: Parameters<typeof fakePeopleApi>[0] = {}) {
  return fakePeopleApi({
    profiles: [profile],
    events: { [profile.username]: [festival, show] },
    groups: { [profile.username]: [samba] },
    ...extra,
  });
}

const openMenu = (name: string) => fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();
});

describe('PersonProfilePage', () => {
  it('shows a visitor the profile: name, @username, city, bio as text, counts, events and groups', async () => {
    const fake = api(makeProfile({ bio: '<img src=x onerror=alert(1)> Produtora', relationship: null }));
    const { container } = renderPeoplePages('/user/ana');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow)).toBeInTheDocument();
    expect(screen.getByText('@ana')).toBeInTheDocument();
    expect(screen.getByText('Salvador')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> Produtora')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Membro desde março de 2025')).toBeInTheDocument();
    const counts = within(screen.getByRole('list', { name: 'Números do perfil' }));
    expect(counts.getByRole('link', { name: '12 amigos' })).toHaveAttribute('href', '/user/ana/friends');
    expect(counts.getByText('seguindo').parentElement).toHaveTextContent('4 seguindo');
    expect(counts.getByText('seguidores').parentElement).toHaveTextContent('30 seguidores');
    expect(counts.getByText('eventos').parentElement).toHaveTextContent('2 eventos');

    const events = within(await screen.findByRole('list', { name: 'Próximos eventos' }, slow));
    expect(events.getByRole('link', { name: /Festival de Verão/ })).toHaveAttribute(
      'href',
      '/events/festival-de-verao',
    );
    expect(events.getByText('Organiza')).toBeInTheDocument();
    expect(events.getByText('Vai')).toBeInTheDocument();
    const groups = within(await screen.findByRole('list', { name: 'Grupos' }, slow));
    expect(groups.getByRole('link', { name: /Samba da Vila/ })).toBeInTheDocument();
    expect(fake.requests).toContain('GET /api/v1/profiles/ana');
    expect(document.title).toBe('Ana Lima · Eventos');
  });

  it("sends a visitor's Adicionar amigo and Seguir to /auth and back here", async () => {
    api(makeProfile({ relationship: null }));
    renderPeoplePages('/user/ana');
    const add = await screen.findByRole('link', { name: 'Adicionar amigo' }, slow);
    expect(add).toHaveAttribute('href', `/auth?redirect=${encodeURIComponent('/user/ana')}`);
    expect(screen.getByRole('link', { name: 'Seguir' })).toHaveAttribute('href', add.getAttribute('href'));
    expect(screen.queryByRole('button', { name: /Mais opções/ })).toBeNull();
  });

  it('offers the owner Editar perfil instead of the friend and follow buttons', async () => {
    api(makeProfile({ isSelf: true, relationship: null }));
    renderPeoplePages('/user/ana', SIGNED_IN);
    expect(await screen.findByRole('link', { name: 'Editar perfil' }, slow)).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(screen.queryByRole('button', { name: 'Adicionar amigo' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Adicionar amigo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Seguir/ })).toBeNull();
  });

  it('lets a stranger ask for friendship, then cancel it, the counts unchanged until accepted', async () => {
    const fake = api();
    renderPeoplePages('/user/ana', SIGNED_IN);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar amigo' }, slow));
    expect(await screen.findByText('Pedido de amizade enviado a Ana Lima.')).toBeInTheDocument();
    const cancel = await screen.findByRole('button', { name: 'Cancelar pedido' });
    expect(fake.writes).toEqual([`PUT friends/${fake.profiles[0]?.id}`]);
    fireEvent.click(cancel);
    expect(await screen.findByRole('button', { name: 'Adicionar amigo' })).toBeInTheDocument();
    expect(fake.writes.at(-1)).toBe(`DELETE friends/${fake.profiles[0]?.id}`);
    expect(screen.getByRole('link', { name: '12 amigos' })).toBeInTheDocument();
  });

  it('answers a request received: Aceitar makes them friends and counts one more friend', async () => {
    const fake = api(makeProfile({ relationship: { ...STRANGER, friendship: 'request_received' } }));
    renderPeoplePages('/user/ana', SIGNED_IN);
    expect(
      await screen.findByRole('button', { name: 'Recusar o pedido de amizade de Ana Lima' }, slow),
    ).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar o pedido de amizade de Ana Lima' }));
    expect(await screen.findByText('Agora você e Ana Lima são amigos!')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Amigos: opções da amizade com Ana Lima' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '13 amigos' })).toBeInTheDocument();
    expect(fake.writes).toEqual([`PUT friends/${fake.profiles[0]?.id}`]);
  });

  it('declines a request received', async () => {
    const fake = api(makeProfile({ relationship: { ...STRANGER, friendship: 'request_received' } }));
    renderPeoplePages('/user/ana', SIGNED_IN);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Recusar o pedido de amizade de Ana Lima' }, slow),
    );
    expect(await screen.findByText('Pedido de amizade recusado.')).toBeInTheDocument();
    expect(fake.writes).toEqual([`DELETE friends/${fake.profiles[0]?.id}`]);
  });

  it("unfriends from a friend's Amigos menu, and follows and unfollows", async () => {
    const fake = api(makeProfile({ relationship: FRIEND }));
    renderPeoplePages('/user/ana', SIGNED_IN);
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    openMenu('Amigos: opções da amizade com Ana Lima');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Desfazer amizade' }));
    expect(await screen.findByText('Você e Ana Lima não são mais amigos.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '11 amigos' })).toBeInTheDocument();
    // Friends may not be asked again by this person's setting (FRIEND has canRequest false).
    expect(screen.getByRole('button', { name: 'Adicionar amigo' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Seguir Ana Lima' }));
    expect(await screen.findByRole('button', { name: 'Deixar de seguir Ana Lima' })).toBeInTheDocument();
    expect(screen.getByText('seguidores').parentElement).toHaveTextContent('31 seguidores');
    fireEvent.click(screen.getByRole('button', { name: 'Deixar de seguir Ana Lima' }));
    expect(await screen.findByRole('button', { name: 'Seguir Ana Lima' })).toBeInTheDocument();
    expect(fake.writes.slice(1)).toEqual([
      `PUT following/${fake.profiles[0]?.id}`,
      `DELETE following/${fake.profiles[0]?.id}`,
    ]);
  });

  it("explains a disabled Adicionar amigo when the person's setting does not let the viewer ask", async () => {
    api(makeProfile({ relationship: { ...STRANGER, canRequest: false } }));
    renderPeoplePages('/user/ana', SIGNED_IN);
    const add = await screen.findByRole('button', { name: 'Adicionar amigo' }, slow);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Ana Lima não está recebendo pedidos de amizade de você.');
  });

  it('shows "Segue você" when they follow the viewer', async () => {
    api(makeProfile({ relationship: { ...STRANGER, followsYou: true } }));
    renderPeoplePages('/user/ana', SIGNED_IN);
    expect(await screen.findByText('Segue você', {}, slow)).toBeInTheDocument();
  });

  it('blocks after a confirmation that says what a block does, then offers Desbloquear', async () => {
    const fake = api(makeProfile({ relationship: FRIEND }));
    renderPeoplePages('/user/ana', SIGNED_IN);
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    openMenu('Mais opções para Ana Lima');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Bloquear' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bloquear Ana Lima?' });
    expect(dialog).toHaveTextContent('não poderá ver seu perfil, pedir sua amizade, seguir você');
    expect(fake.writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Ana Lima foi bloqueado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText(/Você bloqueou Ana Lima/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Adicionar amigo|Amigos:/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Próximos eventos' })).toBeNull();
    expect(fake.writes).toEqual([`PUT blocks/${fake.profiles[0]?.id}`]);

    fireEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('Ana Lima foi desbloqueado.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Adicionar amigo' })).toBeInTheDocument();
  });

  it('offers Desbloquear in the Mais menu of someone the viewer blocked', async () => {
    const fake = api(makeProfile({ relationship: { ...STRANGER, blocked: true } }));
    renderPeoplePages('/user/ana', SIGNED_IN);
    await screen.findByText(/Você bloqueou Ana Lima/, {}, slow);
    openMenu('Mais opções para Ana Lima');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Desbloquear' }));
    await waitFor(() => expect(fake.writes).toEqual([`DELETE blocks/${fake.profiles[0]?.id}`]));
  });

  it('says plainly when attendance is hidden, and leaves a hidden friends count out', async () => {
    api(
      makeProfile({
        canSeeAttendance: false,
        canSeeFriends: false,
        counts: { friends: null, following: 4, followers: 30, events: 1 },
      }),
      { events: { ana: [festival] } },
    );
    renderPeoplePages('/user/ana', SIGNED_IN);
    expect(
      await screen.findByText(
        'Ana Lima mostra os eventos em que vai só a algumas pessoas, e você não está entre elas.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    const counts = within(screen.getByRole('list', { name: 'Números do perfil' }));
    expect(counts.queryByText(/amigo/)).toBeNull();
    expect(counts.getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByRole('link', { name: /Festival de Verão/ })).toBeInTheDocument();
  });

  it('shows the friends count without a link when the list is not for the viewer', async () => {
    api(makeProfile({ canSeeFriends: false }));
    renderPeoplePages('/user/ana', SIGNED_IN);
    const count = await screen.findByText('amigos', {}, slow);
    expect(count.closest('a')).toBeNull();
  });

  it('is one and the same not-found page for someone unknown or blocked', async () => {
    api();
    renderPeoplePages('/user/ninguem', SIGNED_IN);
    expect(await screen.findByText('Perfil não encontrado', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/@ninguem/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
    expect(document.title).toBe('Perfil não encontrado · Eventos');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows the reason and a retry when the profile cannot load', async () => {
    const fake = api();
    fake.fetch.mockImplementationOnce(async () =>
      problemResponse(500, { title: 'Erro', code: 'internal.error', detail: 'Erro interno.' }),
    );
    renderPeoplePages('/user/ana');
    expect(await screen.findByText('Não foi possível carregar este perfil.', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeInTheDocument();
  });

  it('loads more events a page at a time', async () => {
    const many = Array.from({ length: 14 }, (_, i) => makeProfileEvent({ name: `Noite ${i + 1}` }));
    api(makeProfile(), { events: { ana: many } });
    renderPeoplePages('/user/ana');
    expect(await screen.findByRole('link', { name: /Noite 12/ }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Noite 13/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: /Noite 14/ })).toBeInTheDocument();
  });
});

describe('PersonProfilePage layout', () => {
  it('writes user text as text: markup in a name or a city is shown, never run', async () => {
    api(makeProfile({ name: '<b>Ana</b>', city: '<script>alert(1)</script>Salvador' }));
    const { container } = renderPeoplePages('/user/ana', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Ana</b>' }, slow)).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>Salvador')).toBeInTheDocument();
    expect(container.querySelector('b, script')).toBeNull();
  });

  it('stacks on a phone and sits side by side from a tablet, with logical (RTL-safe) classes only', async () => {
    api();
    const { container } = renderPeoplePages('/user/ana', SIGNED_IN);
    const title = await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    await screen.findByRole('list', { name: 'Próximos eventos' }, slow);
    const hero = title.closest('.flex-col.tablet\\:flex-row');
    expect(hero).not.toBeNull();
    expect(hero).toHaveClass('text-center', 'tablet:text-start');
    expect(screen.getByRole('list', { name: 'Próximos eventos' })).toHaveClass(
      'grid-cols-1',
      'tablet:grid-cols-2',
      'desktop:grid-cols-3',
    );
    const physical =
      /(^|:)(ml|mr|pl|pr|left|right|text-left|text-right|rounded-l|rounded-r|border-l|border-r)-/;
    const classes = Array.from(container.querySelectorAll('[class]')).flatMap((el) =>
      (el.getAttribute('class') ?? '').split(/\s+/),
    );
    expect(classes.filter((c) => physical.test(c))).toEqual([]);
  });
});

describe('PersonProfilePage SEO head', () => {
  it('has canonical and OpenGraph tags for a findable person, and no noindex', async () => {
    api(makeProfile({ avatarUrl: '/uploads/avatars/ana.webp' }));
    renderPeoplePages('/user/ana');
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    const head = document.head;
    await waitFor(() =>
      expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost:3000/user/ana',
      ),
    );
    expect(head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Ana Lima');
    expect(head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
    expect(head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost:3000/uploads/avatars/ana.webp',
    );
    expect(head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toContain('@ana');
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('has noindex and no OpenGraph or canonical for someone who is not findable', async () => {
    api(makeProfile({ findable: false }));
    renderPeoplePages('/user/ana');
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
    expect(document.head.querySelector('[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('takes its tags out when the page goes', async () => {
    api();
    const { unmount } = renderPeoplePages('/user/ana');
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    await waitFor(() => expect(document.head.querySelector('meta[property="og:title"]')).not.toBeNull());
    unmount();
    expect(document.head.querySelector('[data-page-head]')).toBeNull();
  });
});
