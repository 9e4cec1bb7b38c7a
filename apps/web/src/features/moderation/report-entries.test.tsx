import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/http.ts';
import { dismissToast } from '../../ui/toast/toast-store.ts';
import { fakeGroupsApi } from '../groups/testing/fake-groups-api.ts';
import { makeGroupDetail, OUTSIDER, OWNER } from '../groups/testing/group-fixtures.ts';
import { SIGNED_IN as GROUP_VIEWER, renderGroupPages } from '../groups/testing/render-group-page.tsx';
import { fakePeopleApi } from '../people/testing/fake-people-api.ts';
import { makeProfile, STRANGER } from '../people/testing/people-fixtures.ts';
import { renderPeoplePages, SIGNED_IN } from '../people/testing/render-people-page.tsx';

const slow = { timeout: 3_000 };
const openMenu = (name: string) => fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
const created = () => jsonResponse({ id: '71000000-0000-4000-8000-000000000001' }, { status: 201 });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('Denunciar on a profile', () => {
  it('is in the Mais menu of someone else and files a report of the profile', async () => {
    const ana = makeProfile({ relationship: STRANGER });
    const fake = fakePeopleApi({ profiles: [ana] });
    renderPeoplePages('/user/ana', SIGNED_IN);
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    openMenu('Mais opções para Ana Lima');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar perfil' });
    expect(within(dialog).getByText('Ana Lima')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Conteúdo ofensivo ou discurso de ódio' }));
    fake.nextWrite = created;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.requests).toContain('POST /api/v1/reports');
    expect(fake.writes).toEqual([
      `POST  {"targetType":"profile","targetId":"${ana.id}","reason":"offensive","details":null}`,
    ]);
    expect(screen.getByTestId('toast')).toHaveTextContent('Denúncia enviada. Obrigado por avisar.');
  });

  it('is offered beside Desbloquear to someone who blocked the person', async () => {
    fakePeopleApi({ profiles: [makeProfile({ relationship: { ...STRANGER, blocked: true } })] });
    renderPeoplePages('/user/ana', SIGNED_IN);
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    openMenu('Mais opções para Ana Lima');
    expect(await screen.findByRole('menuitem', { name: 'Denunciar' })).toBeInTheDocument();
  });

  it('is not offered to a visitor nor on one’s own profile', async () => {
    fakePeopleApi({ profiles: [makeProfile({ relationship: null })] });
    const visitor = renderPeoplePages('/user/ana');
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    expect(screen.queryByRole('button', { name: /Mais opções/ })).toBeNull();
    expect(screen.queryByText('Denunciar')).toBeNull();
    visitor.unmount();

    fakePeopleApi({ profiles: [makeProfile({ isSelf: true, relationship: null })] });
    renderPeoplePages('/user/ana', SIGNED_IN);
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' }, slow);
    expect(screen.queryByRole('button', { name: /Mais opções/ })).toBeNull();
    expect(screen.queryByText('Denunciar')).toBeNull();
  });
});

describe('Denunciar on a group page', () => {
  const group = (viewer = OUTSIDER) =>
    makeGroupDetail({
      id: '20000000-0000-4000-8000-000000000042',
      name: 'Samba da Vila',
      slug: 'samba-da-vila',
      viewer,
    });

  it('is offered to someone signed in who does not own the group, and reports the group', async () => {
    const fake = fakeGroupsApi({ groups: [group()] });
    renderGroupPages('/groups/samba-da-vila', GROUP_VIEWER);
    await screen.findByRole('heading', { level: 1, name: 'Samba da Vila' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar grupo' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fraude ou golpe' }));
    fake.nextWrite = created;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.requests).toContain('POST /api/v1/reports');
  });

  it('is not offered to the owner nor to a visitor', async () => {
    fakeGroupsApi({ groups: [group(OWNER)] });
    const owner = renderGroupPages('/groups/samba-da-vila', GROUP_VIEWER);
    await screen.findByRole('heading', { level: 1, name: 'Samba da Vila' }, slow);
    expect(screen.queryByRole('button', { name: 'Denunciar' })).toBeNull();
    owner.unmount();

    fakeGroupsApi({ groups: [group()] });
    renderGroupPages('/groups/samba-da-vila');
    await screen.findByRole('heading', { level: 1, name: 'Samba da Vila' }, slow);
    expect(screen.queryByRole('button', { name: 'Denunciar' })).toBeNull();
  });
});
