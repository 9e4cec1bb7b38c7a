import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { problemResponse } from '../../../../../test/http.ts';
import { localeResources } from '../../../../../test/i18n.ts';
import { makeAttendance, makeMine } from '../testing/attendance-fixture.ts';
import { makeEventDetail } from '../testing/event-detail-fixture.ts';
import { type FakeFellows, fakeFellows, fellow } from '../testing/fellow-attendees-fake.ts';
import {
  fakeAttendance,
  fakeEventDetailApi,
  renderEventDetailPage,
  SIGNED_IN,
} from '../testing/render-event-detail-page.tsx';

const slow = { timeout: 3_000 };
const PAGE = '/events/roda-de-samba';
const counts = { going: 20, waitlisted: 0, checkedIn: 0, interested: 0, capacity: null };

afterEach(async () => {
  if (i18next.language !== 'pt-BR') await i18next.changeLanguage('pt-BR');
});

/** The event page for Joana, with her attendance as given and who else goes from `fellows`. */
function renderAs(
  fellows: FakeFellows,
  mine = makeMine(),
  options: { isOwner?: boolean; visitor?: boolean } = {},
) {
  const api = fakeEventDetailApi(
    makeEventDetail({ isOwner: options.isOwner ?? false }),
    undefined,
    fakeAttendance(makeAttendance({ counts, mine })),
    fellows,
  );
  const view = renderEventDetailPage(PAGE, options.visitor ? undefined : SIGNED_IN);
  return { api, ...view };
}

async function whoIsGoing() {
  return within(await screen.findByRole('region', { name: 'Quem vai' }, slow));
}

describe('Who else is going — people going', () => {
  it('names those who show it, with links to their profiles, and counts the rest', async () => {
    const fellows = fakeFellows({ people: [fellow('ana'), fellow('bia', { username: null })], hidden: 3 });
    renderAs(fellows);
    const block = await whoIsGoing();
    expect(await block.findByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/user/ana.lima');
    // Without a username there is no profile to go to: the name is plain text.
    expect(block.getByText('Bia Lima')).toBeInTheDocument();
    expect(block.queryByRole('link', { name: 'Bia Lima' })).toBeNull();
    expect(block.getByRole('list', { name: 'Quem vai' })).toBeInTheDocument();
    expect(block.getByText('e mais 3 pessoas')).toBeInTheDocument();
    expect(block.queryByRole('button', { name: 'Ver mais' })).toBeNull();
    // Joana shows her name: nothing to point out.
    expect(block.queryByText('Seu nome não aparece para outros participantes.')).toBeNull();
  });

  it('tells a person whose name is hidden, with the way to change it', async () => {
    renderAs(fakeFellows({ people: [fellow('ana')], viewerShown: false }));
    const block = await whoIsGoing();
    expect(await block.findByText('Seu nome não aparece para outros participantes.')).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'Alterar' })).toHaveAttribute('href', '/security-privacy');
    expect(block.queryByText(/e mais/)).toBeNull();
  });

  it('reads the next page with "Ver mais", and "e mais" counts everyone not listed', async () => {
    const names = 'ana bia caio davi edu fabi gil hugo iara joao kaue lia mia nei'.split(' ');
    const fellows = fakeFellows({ people: names.map((n) => fellow(n)), hidden: 1 });
    renderAs(fellows);
    const block = await whoIsGoing();
    await block.findByRole('link', { name: 'Ana Lima' });
    expect(block.getAllByRole('listitem')).toHaveLength(12);
    // Two on the next page and one hidden.
    expect(block.getByText('e mais 3 pessoas')).toBeInTheDocument();
    fireEvent.click(block.getByRole('button', { name: 'Ver mais' }));
    expect(await block.findByRole('link', { name: 'Nei Lima' })).toBeInTheDocument();
    expect(block.getAllByRole('listitem')).toHaveLength(14);
    expect(block.getByText('e mais 1 pessoa')).toBeInTheDocument();
    expect(block.queryByRole('button', { name: 'Ver mais' })).toBeNull();
    expect(fellows.reads).toEqual([null, '12']);
  });

  it('says when nobody else shows a name, or nobody else goes', async () => {
    const first = renderAs(fakeFellows({ hidden: 12 }));
    expect(await (await whoIsGoing()).findByText('12 pessoas vão sem mostrar o nome')).toBeInTheDocument();
    first.unmount();
    renderAs(fakeFellows(), makeMine({ status: 'checked_in', checkedInAt: '2026-03-14T22:00:00.000Z' }));
    expect(
      await (await whoIsGoing()).findByText('Ninguém mais confirmou presença ainda.'),
    ).toBeInTheDocument();
  });

  it('shows a name made of markup as text', async () => {
    const markup = '<img src=x onerror="window.__xss=1">';
    renderAs(fakeFellows({ people: [fellow('ana', { name: markup })] }));
    const block = await whoIsGoing();
    expect(await block.findByRole('link', { name: markup })).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('stays away when the API says it is not for this person, and offers a retry when it fails', async () => {
    const forbidden = fakeFellows({
      reply: () =>
        problemResponse(403, { title: 'Acesso negado', code: 'attendance.fellows.forbidden', detail: 'x' }),
    });
    const refused = renderAs(forbidden);
    await screen.findByText('Você vai!', {}, slow);
    await waitFor(() => expect(forbidden.reads).toEqual([null]));
    await waitFor(() => expect(screen.queryByText('Carregando quem vai…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Quem vai' })).toBeNull();
    refused.unmount();

    const fellows = fakeFellows({ reply: () => problemResponse(500, { title: 'Erro', code: 'internal' }) });
    renderAs(fellows);
    const block = await whoIsGoing();
    expect(await block.findByText('Não foi possível carregar quem vai.', {}, slow)).toBeInTheDocument();
    fellows.reply = null;
    fellows.people = [fellow('ana')];
    fireEvent.click(block.getByRole('button', { name: 'Tentar novamente' }));
    expect(await block.findByRole('link', { name: 'Ana Lima' })).toBeInTheDocument();
  });
});

describe('Who else is going — everyone else keeps the counts', () => {
  it.each([
    ['a visitor', null, { visitor: true }],
    [
      'someone on the waitlist',
      makeMine({ status: 'waitlisted', ticketCode: null, waitlistPosition: 2 }),
      {},
    ],
    ['someone who cancelled', makeMine({ status: 'cancelled', ticketCode: null }), {}],
    ['the organiser', null, { isOwner: true }],
  ] as const)('%s sees no names and never asks for them', async (_, mine, options) => {
    const fellows = fakeFellows({ people: [fellow('ana')] });
    renderAs(fellows, mine as never, options);
    expect(await screen.findByText('20 vão', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quem vai' })).toBeNull();
    expect(screen.queryByText('Ana Lima')).toBeNull();
    expect(fellows.reads).toEqual([]);
  });
});

describe('Who else is going — Arabic', () => {
  it('counts in Arabic plural forms and digits', async () => {
    for (const [ns, texts] of Object.entries(localeResources.ar ?? {}))
      i18next.addResourceBundle('ar', ns, texts, true, true);
    await i18next.changeLanguage('ar');
    renderAs(fakeFellows({ people: [fellow('ana')], hidden: 3, viewerShown: false }));
    const block = within(await screen.findByRole('region', { name: 'من سيحضر' }, slow));
    expect(await block.findByRole('link', { name: 'Ana Lima' })).toBeInTheDocument();
    expect(block.getByText(`و${new Intl.NumberFormat('ar').format(3)} أشخاص آخرين`)).toBeInTheDocument();
    expect(block.getByText('اسمك لا يظهر للمشاركين الآخرين.')).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'تغيير' })).toHaveAttribute('href', '/security-privacy');
  });
});

describe('Who else is going — without a connection', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says the list waits for the connection instead of loading for ever', async () => {
    onlineManager.setOnline(false);
    renderAs(fakeFellows({ people: [fellow('ana')], hidden: 0 }));
    const block = await whoIsGoing();
    expect(await block.findByText('Sem conexão: isto aparece quando a conexão voltar.')).toBeInTheDocument();
    expect(block.queryByText('Carregando quem vai…')).toBeNull();
    onlineManager.setOnline(true);
    expect(await block.findByRole('link', { name: 'Ana Lima' }, slow)).toBeInTheDocument();
  });
});
