import type { PrivacySettings } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { fakePeopleApi } from '../../people/testing/fake-people-api.ts';
import { makeBlocked, makePrivacy } from '../../people/testing/people-fixtures.ts';
import { SecurityPrivacyPage } from '../pages/security-privacy-page.tsx';
import { makeMe } from '../testing/me-fixture.ts';
import { renderProfilePage } from '../testing/render-profile-page.tsx';

const slow = { timeout: 3_000 };

const ATTENDANCE = 'Quem vê os eventos em que vou';
const FRIENDS = 'Quem vê minha lista de amigos';
const REQUESTS = 'Quem pode me enviar pedidos de amizade';
const FINDABLE = 'Permitir que me encontrem na busca';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

/** The people API (privacy, blocks) with an empty list of sessions for the page's other section. */
function api(extra: Parameters<typeof fakePeopleApi>[0] = {}) {
  const fake = fakePeopleApi(extra);
  const inner = fake.fetch.getMockImplementation();
  fake.fetch.mockImplementation(async (input, init) =>
    String(input).startsWith('/api/v1/me/sessions')
      ? jsonResponse([])
      : (inner?.(input, init) as Promise<Response>),
  );
  return fake;
}

const render = (privacy: PrivacySettings = makePrivacy()) =>
  renderProfilePage(<SecurityPrivacyPage />, '/security-privacy', { me: makeMe({}, { privacy }) });

/** A toast shown now (one left from an earlier test is closed and hidden). */
async function expectToast(text: string | RegExp) {
  await waitFor(
    () =>
      expect(screen.getByText(text).closest('[data-testid="toast"]')).toHaveAttribute('data-state', 'open'),
    slow,
  );
}

async function section() {
  return within(await screen.findByRole('region', { name: 'Privacidade' }));
}

describe('SecurityPrivacyPage — privacy', () => {
  it('shows the three choices and the search switch, labelled and explained, with the saved values', async () => {
    api();
    render(
      makePrivacy({
        attendanceVisibility: 'only_me',
        friendRequestsFrom: 'friends_of_friends',
        findable: false,
      }),
    );
    const privacy = await section();
    const attendance = privacy.getByRole('combobox', { name: ATTENDANCE });
    expect(attendance).toHaveValue('only_me');
    expect(
      within(attendance)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Amigos', 'Só eu']);
    expect(attendance).toHaveAccessibleDescription(expect.stringContaining('“Quem vai”'));
    expect(privacy.getByRole('combobox', { name: FRIENDS })).toHaveValue('friends');
    const requests = privacy.getByRole('combobox', { name: REQUESTS });
    expect(requests).toHaveValue('friends_of_friends');
    expect(
      within(requests)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Amigos de amigos', 'Ninguém']);
    const findable = privacy.getByRole('switch', { name: FINDABLE });
    expect(findable).toHaveAttribute('aria-checked', 'false');
    expect(findable).toHaveAccessibleDescription(expect.stringContaining('busca de pessoas'));
  });

  it.each([
    [ATTENDANCE, 'everyone', { attendanceVisibility: 'everyone' }],
    [FRIENDS, 'only_me', { friendsVisibility: 'only_me' }],
    [REQUESTS, 'nobody', { friendRequestsFrom: 'nobody' }],
  ])('saves "%s" as it changes, with a toast', async (label, value, sent) => {
    const fake = api();
    const { actions } = render();
    const select = (await section()).getByRole('combobox', { name: label });
    fireEvent.change(select, { target: { value } });
    expect(select).toHaveValue(value);
    await expectToast('Preferência de privacidade salva.');
    expect(fake.writes).toEqual([`PATCH privacy ${JSON.stringify(sent)}`]);
    await waitFor(() => expect(actions.refresh).toHaveBeenCalled());
  });

  it('saves the search switch as it flips', async () => {
    const fake = api();
    render();
    const toggle = (await section()).getByRole('switch', { name: FINDABLE });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectToast('Preferência de privacidade salva.');
    expect(fake.writes).toEqual(['PATCH privacy {"findable":false}']);
  });

  it('keeps the chosen value when saving fails, with the reason beside the field', async () => {
    const fake = api();
    fake.nextWrite = () =>
      problemResponse(400, {
        title: 'Requisição inválida',
        code: 'validation.privacy.audience.invalid',
        detail: 'Escolha uma das opções.',
      });
    const { actions } = render();
    const select = (await section()).getByRole('combobox', { name: FRIENDS });
    fireEvent.change(select, { target: { value: 'everyone' } });
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        expect.stringContaining(
          'Não foi possível salvar sua preferência de privacidade: Escolha uma das opções.',
        ),
      ),
    );
    expect(select).toHaveValue('everyone');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(actions.refresh).not.toHaveBeenCalled();

    // Trying again clears the error once saved.
    fireEvent.change(select, { target: { value: 'only_me' } });
    await expectToast('Preferência de privacidade salva.');
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('says the search switch was not saved beside it', async () => {
    const fake = api();
    fake.nextWrite = () =>
      problemResponse(503, {
        title: 'Indisponível',
        code: 'database.unavailable',
        detail: 'Serviço indisponível.',
      });
    render();
    const toggle = (await section()).getByRole('switch', { name: FINDABLE });
    fireEvent.click(toggle);
    expect(
      await screen.findByText(/Não foi possível salvar sua preferência de privacidade/, {}, slow),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});

describe('SecurityPrivacyPage — blocked people', () => {
  it('lists the people blocked and unblocks one', async () => {
    const rui = makeBlocked({ name: 'Rui Alves', username: 'rui' });
    const eva = makeBlocked({ name: 'Eva Reis', username: 'eva' });
    const fake = api({ blocks: [rui, eva] });
    render();
    const list = within(await screen.findByRole('region', { name: 'Pessoas bloqueadas' }));
    const card = await list.findByRole('article', { name: 'Rui Alves' });
    expect(within(card).getByRole('link', { name: /Rui Alves/ })).toHaveAttribute('href', '/user/rui');
    expect(within(card).getByText('Bloqueado em fevereiro de 2026')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Desbloquear Rui Alves' }));
    await expectToast('Rui Alves foi desbloqueado.');
    await waitFor(() => expect(list.queryByRole('article', { name: 'Rui Alves' })).toBeNull());
    expect(list.getByRole('article', { name: 'Eva Reis' })).toBeInTheDocument();
    expect(fake.writes).toEqual([`DELETE blocks/${rui.person.id}`]);
  });

  it('says when nobody is blocked', async () => {
    api();
    render();
    const list = within(await screen.findByRole('region', { name: 'Pessoas bloqueadas' }));
    expect(await list.findByText('Você não bloqueou ninguém.')).toBeInTheDocument();
  });

  it('loads more blocked people a page at a time', async () => {
    const many = Array.from({ length: 22 }, (_, i) => makeBlocked({ name: `Bloqueada ${i + 1}` }));
    api({ blocks: many });
    render();
    const list = within(await screen.findByRole('region', { name: 'Pessoas bloqueadas' }));
    expect(await list.findByRole('article', { name: 'Bloqueada 20' })).toBeInTheDocument();
    expect(list.queryByRole('article', { name: 'Bloqueada 21' })).toBeNull();
    fireEvent.click(list.getByRole('button', { name: 'Carregar mais' }));
    expect(await list.findByRole('article', { name: 'Bloqueada 22' })).toBeInTheDocument();
  });
});
