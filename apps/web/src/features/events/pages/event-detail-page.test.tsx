import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { EVENT_ID, makeEventDetail } from '../components/detail/testing/event-detail-fixture.ts';
import {
  fakeEventDetailApi,
  renderEventDetailPage,
} from '../components/detail/testing/render-event-detail-page.tsx';

const slow = { timeout: 3_000 };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

describe('EventDetailPage', () => {
  it('shows everything about the event and counts one view', async () => {
    const api = fakeEventDetailApi(makeEventDetail());
    renderEventDetailPage('/events/roda-de-samba');

    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' }, slow)).toBeInTheDocument();

    expect(screen.getByText('Arte e Cultura')).toBeInTheDocument();
    expect(screen.getByText('Samba', { selector: 'span' })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Roda de Samba' });
    expect(cover).toHaveAttribute('src', `/uploads/events/${EVENT_ID}/capa-1280.webp`);
    expect(cover.getAttribute('srcset')).toBe(
      `/uploads/events/${EVENT_ID}/capa-640.webp 640w, /uploads/events/${EVENT_ID}/capa-1280.webp 1280w`,
    );
    // 22:00 UTC is 19:00 in São Paulo; one day, so one date and two times.
    const when = screen.getByText(/sábado, 14 de março de 2026/);
    expect(when).toHaveTextContent(/19:00.*22:00/);
    expect(screen.getByText('Horário de Brasília')).toBeInTheDocument();
    expect(screen.getByText('Presencial')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Maria Silva/ })).toHaveAttribute('href', '/user/maria');

    const venue = screen.getByRole('region', { name: 'Local' });
    expect(within(venue).getByText('Bar do Zé')).toBeInTheDocument();
    expect(within(venue).getByText('Rua Augusta, 100 – São Paulo/SP')).toBeInTheDocument();
    expect(within(venue).getByText('Em frente à padaria')).toBeInTheDocument();
    expect(within(venue).getByText('Metrô Consolação')).toBeInTheDocument();
    expect(within(venue).getByText('Estacionamento na rua')).toBeInTheDocument();
    expect(within(venue).getByText('Acesso para cadeira de rodas')).toBeInTheDocument();
    expect(within(venue).getByText('Intérprete de Libras')).toBeInTheDocument();
    expect(within(venue).getByTitle('Mapa de Bar do Zé')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/),
    );
    expect(within(venue).getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/),
    );

    expect(screen.getByText(/R\$\s20,00 a R\$\s50,00/)).toBeInTheDocument();
    const tickets = screen.getByRole('link', { name: /Comprar ingressos/ });
    expect(tickets).toHaveAttribute('href', 'https://ingressos.example/samba');
    expect(tickets).toHaveAttribute('target', '_blank');
    expect(tickets).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getByText('Samba de raiz no fim de tarde.')).toBeInTheDocument();
    expect(screen.getByText('cadeira', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Famílias')).toBeInTheDocument();
    expect(screen.getByText('#samba')).toBeInTheDocument();
    expect(screen.getByText('#ao vivo')).toBeInTheDocument();
    expect(screen.getByText('1.234')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar à agenda' }));
    expect(screen.getByRole('link', { name: 'Baixar arquivo .ics' })).toHaveAttribute(
      'href',
      `/api/v1/events/${EVENT_ID}/calendar.ics`,
    );
    const google = new URL(screen.getByRole('link', { name: /Google Agenda/ }).getAttribute('href') ?? '');
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('text')).toBe('Roda de Samba');
    expect(google.searchParams.get('dates')).toBe('20260314T220000Z/20260315T010000Z');
    expect(google.searchParams.get('details')).toContain('Traga sua cadeira.');
    expect(google.searchParams.get('details')).not.toContain('<');
    expect(google.searchParams.get('location')).toBe('Bar do Zé, Rua Augusta, 100 – São Paulo/SP');

    expect(document.title).toBe('Roda de Samba · Eventos');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Samba de raiz no fim de tarde.',
    );
    await waitFor(() => expect(api.views()).toEqual([EVENT_ID]));
    expect(api.reads()).toEqual(['/api/v1/events/roda-de-samba']);
    // A visitor: no edit link, no access link.
    expect(screen.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
  });

  it('replaces an id URL with the slug URL, keeping query and anchor, without loading twice', async () => {
    const api = fakeEventDetailApi(makeEventDetail());
    const { router } = renderEventDetailPage(`/events/${EVENT_ID}?tab=info#comment-7`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/roda-de-samba'));
    expect(router.state.location.search).toBe('?tab=info');
    expect(router.state.location.hash).toBe('#comment-7');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.reads()).toEqual([`/api/v1/events/${EVENT_ID}`]);
    await waitFor(() => expect(api.views()).toEqual([EVENT_ID]));
    expect(screen.getByRole('heading', { level: 1, name: 'Roda de Samba' })).toBeInTheDocument();
  });

  it('shows the organiser the edit links, the draft banner and the online access link', async () => {
    fakeEventDetailApi(
      makeEventDetail({
        isOwner: true,
        status: 'draft',
        publishedAt: null,
        eventType: 'hibrido',
        accessLink: 'https://meet.example/samba',
      }),
    );
    renderEventDetailPage('/events/roda-de-samba');

    expect(await screen.findByText('Rascunho — só você vê este evento', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar evento' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/events/${EVENT_ID}/edit`);
    expect(screen.getByText('Híbrido')).toBeInTheDocument();
    const access = screen.getByRole('link', { name: /Entrar no evento/ });
    expect(access).toHaveAttribute('href', 'https://meet.example/samba');
    expect(access).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Só você e quem confirmou presença veem este link.')).toBeInTheDocument();
  });

  it('tells other people of an online event that the link shows once they are going', async () => {
    fakeEventDetailApi(makeEventDetail({ eventType: 'online', location: null, accessLink: null }));
    renderEventDetailPage('/events/roda-de-samba');

    expect(
      await screen.findByText('O link de acesso aparece aqui quando você confirma presença.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Entrar no evento/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Local' })).not.toBeInTheDocument();
  });

  it('shows a cancelled event with its banner and no calendar or ticket actions', async () => {
    fakeEventDetailApi(makeEventDetail({ status: 'cancelled', cancelledAt: '2026-02-01T10:00:00.000Z' }));
    renderEventDetailPage('/events/roda-de-samba');

    expect(await screen.findByText('Este evento foi cancelado', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar à agenda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Comprar ingressos/ })).not.toBeInTheDocument();
  });

  it('says a free event is free', async () => {
    fakeEventDetailApi(
      makeEventDetail({ isPaid: false, priceMinCents: null, priceMaxCents: null, ticketLink: null }),
    );
    renderEventDetailPage('/events/roda-de-samba');
    expect(await screen.findByText('Gratuito', {}, slow)).toBeInTheDocument();
  });

  it('never lets a script or an event handler of the description reach the page', async () => {
    fakeEventDetailApi(
      makeEventDetail({
        description:
          '<p>Olá</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
          '<a href="javascript:alert(1)" onclick="alert(2)">clique</a><p onmouseover="alert(3)">fim</p>',
      }),
    );
    const { container } = renderEventDetailPage('/events/roda-de-samba');

    expect(await screen.findByText('Olá', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('fim')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [onmouseover]')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('copies the link and offers WhatsApp when the device has no share sheet', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    fakeEventDetailApi(makeEventDetail());
    renderEventDetailPage('/events/roda-de-samba');

    fireEvent.click(await screen.findByRole('button', { name: 'Compartilhar' }, slow));
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Enviar pelo WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Roda de Samba ${window.location.origin}/events/roda-de-samba`)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));

    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/roda-de-samba`),
    );
    expect(await screen.findByText('Link copiado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the system share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    fakeEventDetailApi(makeEventDetail());
    renderEventDetailPage('/events/roda-de-samba');

    fireEvent.click(await screen.findByRole('button', { name: 'Compartilhar' }, slow));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Roda de Samba',
        text: 'Roda de Samba',
        url: `${window.location.origin}/events/roda-de-samba`,
      }),
    );
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a friendly not-found state for an unknown event and counts no view', async () => {
    const api = fakeEventDetailApi(null);
    renderEventDetailPage('/events/nao-existe');

    expect(await screen.findByText('Evento não encontrado', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
    expect(document.title).toBe('Evento não encontrado · Eventos');
    expect(api.views()).toEqual([]);
  });

  it('explains another failure and loads again on retry', async () => {
    let fail = true;
    const event = makeEventDetail();
    fakeEventDetailApi(event, () => {
      if (!fail)
        return new Response(JSON.stringify(event), { headers: { 'content-type': 'application/json' } });
      fail = false;
      return problemResponse(500, {
        title: 'Erro interno',
        detail: 'Erro interno do servidor',
        code: 'internal',
        requestId: 'req-9',
      });
    });
    renderEventDetailPage('/events/roda-de-samba');

    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Não foi possível carregar o evento');
    expect(alert).toHaveTextContent('Erro interno do servidor');
    expect(alert).toHaveTextContent('req-9');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roda de Samba' })).toBeInTheDocument();
  });
});
