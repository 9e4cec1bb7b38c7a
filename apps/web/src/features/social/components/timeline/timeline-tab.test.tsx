import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../../test/http.ts';
import { dismissToast } from '../../../../ui/toast/toast-store.ts';
import { fakeSocialApi } from '../../testing/fake-social-api.ts';
import { renderSocialPage } from '../../testing/render-social-page.tsx';
import { makeSocialPerson, makeTimelineItem, makeUpcomingEvent } from '../../testing/social-fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => dismissToast());

const ana = makeSocialPerson('Ana Lima', { username: 'ana' });
const bruno = makeSocialPerson('Bruno Reis', { username: 'bruno' });
const carla = makeSocialPerson('Carla Dias', { username: 'carla' });
const festival = makeUpcomingEvent('Festival de Frevo');
const group = {
  id: '20000000-0000-4000-8000-000000000042',
  slug: 'corredores-da-orla',
  name: 'Corredores da Orla',
  logoUrl: null,
};

/** A finger pulling the page down from `target` by `by` pixels, then letting go. */
function pull(target: EventTarget, by: number) {
  const touch = (type: string, y?: number) => {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'touches', { value: y === undefined ? [] : [{ clientY: y, clientX: 0 }] });
    act(() => void target.dispatchEvent(event));
  };
  touch('touchstart', 100);
  touch('touchmove', 100 + by / 2);
  touch('touchmove', 100 + by);
  touch('touchend');
}

const timeline = () => screen.findByRole('list', { name: 'Linha do tempo' });
const cards = async () => within(await timeline()).getAllByRole('article');

describe('the timeline tab', () => {
  it('tells each kind of card as a sentence, names linked to their profiles', async () => {
    fakeSocialApi({
      timeline: [
        makeTimelineItem({ kind: 'event_going', actors: [ana], event: festival }),
        makeTimelineItem({
          kind: 'event_created',
          actors: [bruno],
          event: makeUpcomingEvent('Sarau na Praça'),
        }),
        makeTimelineItem({ kind: 'group_joined', actors: [carla], group }),
        makeTimelineItem({ kind: 'group_event', group, event: makeUpcomingEvent('Corrida ao Amanhecer') }),
      ],
    });
    renderSocialPage('/social?tab=timeline');
    const [going, created, joined, groupEvent] = await cards();
    expect(going).toHaveTextContent('Ana Lima vai a Festival de Frevo');
    expect(created).toHaveTextContent('Bruno Reis criou o evento Sarau na Praça');
    expect(joined).toHaveTextContent('Carla Dias entrou no grupo Corredores da Orla');
    expect(groupEvent).toHaveTextContent('Corredores da Orla publicou um novo evento');
    expect(within(going as HTMLElement).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute(
      'href',
      '/user/ana',
    );
    expect(
      within(going as HTMLElement).getAllByRole('link', { name: 'Festival de Frevo' })[0],
    ).toHaveAttribute('href', '/events/festival-de-frevo');
    expect(
      within(joined as HTMLElement).getAllByRole('link', { name: 'Corredores da Orla' })[0],
    ).toHaveAttribute('href', '/groups/corredores-da-orla');
    // The event part: its date and place, and the time of the card in words.
    expect(going).toHaveTextContent('São Paulo, SP');
    expect(going).toHaveTextContent('há 2 horas');
    // Faces link to the profiles too, out of the keyboard's way (the names are the links).
    const face = (going as HTMLElement).querySelector('a[href="/user/ana"][tabindex="-1"]');
    expect(face).not.toBeNull();
  });

  it('groups many people: "Ana, Bruno e mais 3 vão a …", and never reads a name as markup', async () => {
    const sneaky = makeSocialPerson('<b>Zé</b>', { username: null });
    fakeSocialApi({
      timeline: [
        makeTimelineItem({
          kind: 'event_going',
          actors: [ana, bruno, carla],
          actorCount: 5,
          event: festival,
        }),
        makeTimelineItem({ kind: 'event_going', actors: [ana, bruno], actorCount: 2, event: festival }),
        makeTimelineItem({ kind: 'group_joined', actors: [sneaky], group }),
      ],
    });
    renderSocialPage('/social');
    const [many, two, sneakyCard] = await cards();
    expect(many).toHaveTextContent('Ana Lima, Bruno Reis e mais 3 vão a Festival de Frevo');
    expect(two).toHaveTextContent('Ana Lima e Bruno Reis vão a Festival de Frevo');
    expect(sneakyCard).toHaveTextContent('<b>Zé</b> entrou no grupo');
    expect((sneakyCard as HTMLElement).querySelector('b')).toBeNull();
  });

  it('answers "Vou" right on the card, and cancels with one more question', async () => {
    const api = fakeSocialApi({
      timeline: [makeTimelineItem({ kind: 'event_going', actors: [ana], event: festival })],
    });
    renderSocialPage('/social');
    const [card] = await cards();
    const scope = within(card as HTMLElement);
    fireEvent.click(scope.getByRole('button', { name: 'Vou a Festival de Frevo' }));
    expect(await scope.findByText('Você vai!')).toBeInTheDocument();
    expect(api.requests).toContain(`PUT /api/v1/events/${festival.id}/attendance`);
    fireEvent.click(scope.getByRole('button', { name: 'Cancelar presença' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Cancelar presença|Sim/ }));
    expect(await scope.findByRole('button', { name: 'Vou a Festival de Frevo' })).toBeInTheDocument();
    expect(api.requests).toContain(`DELETE /api/v1/events/${festival.id}/attendance`);
  });

  it('shows the answer already given, and no RSVP for an event cancelled', async () => {
    fakeSocialApi({
      timeline: [
        makeTimelineItem({
          kind: 'event_going',
          actors: [ana],
          event: festival,
          viewerAttendance: 'waitlisted',
        }),
        makeTimelineItem({
          kind: 'event_created',
          actors: [bruno],
          event: makeUpcomingEvent('Show Cancelado', { cancelledAt: new Date().toISOString() }),
        }),
      ],
    });
    renderSocialPage('/social');
    const [waiting, cancelled] = await cards();
    expect(waiting).toHaveTextContent('Na lista de espera');
    expect(within(cancelled as HTMLElement).queryByRole('button', { name: /Vou/ })).toBeNull();
    expect(cancelled).toHaveTextContent('Evento cancelado');
  });

  it('says why an RSVP failed in a toast', async () => {
    const api = fakeSocialApi({
      timeline: [makeTimelineItem({ kind: 'event_going', actors: [ana], event: festival })],
    });
    api.failures[`PUT /api/v1/events/${festival.id}/attendance`] = () =>
      problemResponse(409, {
        title: 'Conflito',
        code: 'attendance.closed.deadline',
        detail: 'O prazo de confirmação de presença deste evento terminou.',
      });
    renderSocialPage('/social');
    const [card] = await cards();
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Vou a Festival de Frevo' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Não foi possível confirmar sua presença');
    expect(toast).toHaveTextContent('O prazo de confirmação de presença deste evento terminou.');
  });

  it('loads the next page with "Carregar mais"', async () => {
    const items = Array.from({ length: 25 }, (_, i) =>
      makeTimelineItem({ kind: 'event_going', actors: [ana], event: makeUpcomingEvent(`Evento ${i + 1}`) }),
    );
    const api = fakeSocialApi({ timeline: items });
    renderSocialPage('/social');
    expect(await cards()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(async () => expect(await cards()).toHaveLength(25));
    expect(api.requests.some((r) => r.startsWith('GET /api/v1/me/timeline?cursor=20'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('reads the timeline again from the top when pulled down', async () => {
    const api = fakeSocialApi({
      timeline: [makeTimelineItem({ kind: 'event_going', actors: [ana], event: festival })],
    });
    renderSocialPage('/social');
    expect(await cards()).toHaveLength(1);
    api.timeline = [makeTimelineItem({ kind: 'group_joined', actors: [bruno], group }), ...api.timeline];
    pull(screen.getByRole('heading', { level: 1, name: 'Social' }), 200);
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    expect((await cards())[0]).toHaveTextContent('Bruno Reis entrou no grupo Corredores da Orla');
    expect(api.requests.filter((r) => r.startsWith('GET /api/v1/me/timeline'))).toHaveLength(2);
  });

  it('leads an empty timeline to the friends tab', async () => {
    fakeSocialApi();
    const { router } = renderSocialPage('/social');
    expect(await screen.findByText('Sua linha do tempo ainda está vazia')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Adicionar amigos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=friends'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Buscar pessoas' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with what went wrong, and retries', async () => {
    const api = fakeSocialApi({
      timeline: [makeTimelineItem({ kind: 'event_going', actors: [ana], event: festival })],
    });
    let release: () => void = () => {};
    api.failures['GET /api/v1/me/timeline'] = () =>
      new Promise<Response>((resolve) => {
        release = () =>
          resolve(
            problemResponse(503, { title: 'x', code: 'database.unavailable', detail: 'Banco indisponível.' }),
          );
      });
    renderSocialPage('/social');
    expect(await screen.findByTestId('timeline-skeleton')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falha ao carregar a linha do tempo');
    expect(alert).toHaveTextContent('Banco indisponível.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findAllByText('Festival de Frevo', { selector: 'bdi' })).length).toBeGreaterThan(0);
  });
});
