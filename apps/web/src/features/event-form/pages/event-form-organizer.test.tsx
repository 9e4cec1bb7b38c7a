import type { MyGroup } from '@eventos/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makeEventDetail } from '../testing/event-detail-fixture.ts';
import { fakeEventsApi } from '../testing/fake-events-api.ts';
import { clickNext, fillOnlineStep1 } from '../testing/fill-event-form.ts';
import { renderEventForm } from '../testing/render-event-form.tsx';

// Each test walks the form through both steps and loads the editor's chunk: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => dismissToast());

// A saved event opens its page (a toast of the last test may still be leaving the screen).
const slow = { timeout: 5_000 };

const group = (overrides: Partial<MyGroup>): MyGroup => ({
  id: '50000000-0000-4000-8000-000000000001',
  slug: 'samba-da-vila',
  name: 'Samba da Vila',
  category: 'arts_culture',
  city: 'São Paulo',
  visibility: 'public',
  logoUrl: null,
  coverUrl: null,
  excerpt: null,
  counts: { members: 12, followers: 30, upcomingEvents: 2 },
  createdAt: '2026-10-01T12:00:00.000Z',
  role: 'owner',
  ...overrides,
});

const OPEN = group({});
const CLOSED = group({
  id: '50000000-0000-4000-8000-000000000002',
  slug: 'ensaio-fechado',
  name: 'Ensaio Fechado',
  visibility: 'private',
  logoUrl: '/uploads/groups/50000000-0000-4000-8000-000000000002/logo-256.webp',
  role: 'organizer',
});

const organizerGroup = () => screen.findByRole('group', { name: 'Organizar como' });
const toStep2 = async () => {
  clickNext();
  await screen.findByRole('heading', { name: 'Descrição, ingressos e visibilidade' });
};

describe('Event form — who organises the event', () => {
  it('is not asked of someone who runs no group', async () => {
    const api = fakeEventsApi();
    renderEventForm();
    await screen.findByRole('heading', { level: 1, name: 'Criar evento' });
    await vi.waitFor(() => expect(api.calls).toContain('GET /api/v1/me/groups'));
    expect(screen.queryByRole('group', { name: 'Organizar como' })).toBeNull();
    fillOnlineStep1();
    await toStep2();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('heading', { name: /Página do evento/ }, slow)).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({ groupId: null });
  });

  it('offers "Eu" and the groups one runs; a group chosen organises the event', async () => {
    const api = fakeEventsApi({ groups: [OPEN, CLOSED] });
    renderEventForm();
    const choice = within(await organizerGroup());
    expect(choice.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'EuEm seu nome',
      'SSamba da VilaGrupo público',
      'Ensaio FechadoGrupo privado',
    ]);
    expect(choice.getByRole('radio', { name: /Eu/ })).toBeChecked();
    expect(screen.getByText('O evento fica no seu nome e só você o gerencia.')).toBeInTheDocument();
    fireEvent.click(choice.getByRole('radio', { name: /Samba da Vila/ }));
    expect(choice.getByRole('radio', { name: /Samba da Vila/ })).toBeChecked();
    expect(screen.getByText(/O evento aparece na página do grupo/)).toBeInTheDocument();

    fillOnlineStep1();
    await toStep2();
    // A public group's event may still be public.
    expect(screen.getByRole('radio', { name: /Público/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Público/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('heading', { name: /Página do evento/ }, slow)).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({ groupId: OPEN.id, visibility: 'public' });
  });

  it('takes the group from the address and makes a private group’s event private', async () => {
    const api = fakeEventsApi({ groups: [OPEN, CLOSED] });
    renderEventForm(`/events/create?groupId=${CLOSED.id.toUpperCase()}`);
    const choice = within(await organizerGroup());
    expect(choice.getByRole('radio', { name: /Ensaio Fechado/ })).toBeChecked();
    fillOnlineStep1();
    await toStep2();
    expect(screen.getByRole('radio', { name: /Público/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Privado/ })).toBeChecked();
    expect(screen.getByText('Eventos de um grupo privado são sempre privados.')).toBeInTheDocument();
    expect(
      screen.getByText('Não aparece na lista nem nas buscas: só os membros do grupo veem.'),
    ).toBeInTheDocument();

    // Back to "Eu": the visibility chosen before comes back.
    fireEvent.click(screen.getByRole('button', { name: /Voltar/ }));
    fireEvent.click(within(await organizerGroup()).getByRole('radio', { name: /Eu/ }));
    await toStep2();
    expect(screen.getByRole('radio', { name: /Público/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /Voltar/ }));
    fireEvent.click(within(await organizerGroup()).getByRole('radio', { name: /Ensaio Fechado/ }));
    await toStep2();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByRole('heading', { name: /Página do evento/ }, slow)).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({ groupId: CLOSED.id, visibility: 'private', publish: false });
  });

  it('ignores a group in the address that one does not run', async () => {
    const api = fakeEventsApi({ groups: [OPEN] });
    renderEventForm('/events/create?groupId=50000000-0000-4000-8000-000000000099');
    const choice = within(await organizerGroup());
    expect(choice.getByRole('radio', { name: /Eu/ })).toBeChecked();
    fillOnlineStep1();
    await toStep2();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('heading', { name: /Página do evento/ }, slow)).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({ groupId: null });
  });

  const groupEvent = makeEventDetail({
    eventType: 'online',
    accessLink: 'https://meet.example/roda',
    location: null,
    organizer: { type: 'group', id: OPEN.id, slug: OPEN.slug, name: OPEN.name, logoPath: null },
  });

  it('on an edit, leaves the organiser out when it did not change', async () => {
    const api = fakeEventsApi({ groups: [OPEN], events: [groupEvent] });
    renderEventForm(`/events/${groupEvent.id}/edit`);
    const choice = within(await organizerGroup());
    expect(choice.getByRole('radio', { name: /Samba da Vila/ })).toBeChecked();
    await toStep2();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { name: /Página do evento/ }, slow)).toBeInTheDocument();
    expect(api.saved[0]).toBeDefined();
    expect(api.saved[0]).not.toHaveProperty('groupId');
  });

  it('on an edit, gives the event back to its organiser when they choose "Eu"', async () => {
    const api = fakeEventsApi({ groups: [OPEN], events: [groupEvent] });
    renderEventForm(`/events/${groupEvent.id}/edit`);
    fireEvent.click(within(await organizerGroup()).getByRole('radio', { name: /Eu/ }));
    await toStep2();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { name: /Página do evento/ }, slow)).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({ groupId: null });
  });

  it('on an edit, shows the event’s group even when one no longer runs it', async () => {
    const event = makeEventDetail({
      organizer: { type: 'group', id: CLOSED.id, slug: CLOSED.slug, name: CLOSED.name, logoPath: null },
    });
    fakeEventsApi({ groups: [OPEN], events: [event] });
    renderEventForm(`/events/${event.id}/edit`);
    const choice = within(await organizerGroup());
    expect(await choice.findByRole('radio', { name: /Samba da Vila/ })).not.toBeChecked();
    expect(choice.getAllByRole('radio')).toHaveLength(3);
    const own = choice.getByRole('radio', { name: /Ensaio Fechado/ });
    expect(own).toBeChecked();
    // Whether that group is public or private is not known here: the card does not say.
    expect(own.closest('label')).toHaveTextContent(/^EEnsaio Fechado$/);
  });
});
