import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makeEventDetail } from '../testing/event-detail-fixture.ts';
import { fakeEventsApi } from '../testing/fake-events-api.ts';
import { clickNext, picker } from '../testing/fill-event-form.ts';
import { renderEventForm } from '../testing/render-event-form.tsx';

// Each test walks the form through both steps and loads the editor's chunk: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => dismissToast());

const EVENT = makeEventDetail();
const editPath = (id = EVENT.id) => `/events/${id}/edit`;
const toStep2 = async () => {
  clickNext();
  await screen.findByRole('heading', { name: 'Descrição, ingressos e visibilidade' });
};

describe('EditEventPage', () => {
  it('fills the form with the event and keeps a published event published with one "Salvar"', async () => {
    const api = fakeEventsApi({ events: [EVENT] });
    renderEventForm(editPath());
    expect(await screen.findByLabelText('Nome do evento')).toHaveValue('Roda de samba');
    expect(screen.getByText('Publicado')).toBeInTheDocument();
    expect(screen.getByLabelText('Categoria')).toHaveValue('arts_culture');
    expect(screen.getByLabelText('Subcategoria')).toHaveValue('samba');
    expect(picker('Início').getByLabelText('Data')).toHaveValue('2027-03-14');
    expect(picker('Início').getByRole('spinbutton', { name: 'Hora' })).toHaveValue('18');
    expect(picker('Término').getByRole('spinbutton', { name: 'Hora' })).toHaveValue('22');
    expect(screen.getByRole('radio', { name: 'Presencial' })).toBeChecked();
    const venue = screen.getByRole('group', { name: 'Local do evento' });
    expect(within(venue).getByText('Praça da Sé')).toBeInTheDocument();
    expect(within(venue).getByText('Praça da Sé, s/n – São Paulo/SP')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Nome do evento'), { target: { value: 'Roda de samba da Sé' } });
    await toStep2();
    expect(screen.getByLabelText('Resumo')).toHaveValue('Samba de roda no fim de tarde.');
    expect(screen.getByRole('switch', { name: /Evento pago/ })).toBeChecked();
    expect(screen.getByLabelText('Preço (R$)')).toHaveValue('20,00');
    expect(screen.getByLabelText('Preço máximo (R$)')).toHaveValue('40,00');
    expect(screen.getByText('#samba')).toBeInTheDocument();
    expect(screen.getByText('#ao ar livre')).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: 'Descrição' }, { timeout: 10_000 });
    expect(within(editor).getByText('pandeiro').tagName).toBe('STRONG');
    expect(screen.getByRole('toolbar', { name: 'Formatação da descrição' })).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('heading', { name: 'Página do evento roda-de-samba-da-se' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Evento atualizado')).toBeInTheDocument();
    expect(api.calls).toContain(`PATCH /api/v1/events/${EVENT.id}`);
    expect(api.saved[0]).toMatchObject({
      name: 'Roda de samba da Sé',
      publish: true,
      locationId: EVENT.location?.id,
      priceMinCents: 2000,
      priceMaxCents: 4000,
      tags: ['samba', 'ao ar livre'],
      description: '<p>Traga seu <strong>pandeiro</strong>.</p>',
      startDatetime: EVENT.startDatetime,
    });
  });

  it('offers draft and publish for a draft', async () => {
    const api = fakeEventsApi({ events: [makeEventDetail({ status: 'draft', publishedAt: null })] });
    renderEventForm(editPath());
    expect(await screen.findByText('Rascunho')).toBeInTheDocument();
    await toStep2();
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Evento publicado!')).toBeInTheDocument();
    expect(api.saved[0]?.publish).toBe(true);
  });

  it('tells someone else that only the organiser may edit', async () => {
    fakeEventsApi({ events: [makeEventDetail({ isOwner: false })] });
    renderEventForm(editPath());
    expect(await screen.findByText('Você não pode editar este evento')).toBeInTheDocument();
    expect(screen.getByText('Só quem organiza o evento pode alterá-lo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o evento' })).toHaveAttribute(
      'href',
      '/events/roda-de-samba',
    );
    expect(screen.queryByLabelText('Nome do evento')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir evento' })).toBeNull();
  });

  it('says so when the event does not exist', async () => {
    fakeEventsApi();
    renderEventForm(editPath('40000000-0000-4000-8000-000000000404'));
    expect(await screen.findByText('Evento não encontrado')).toBeInTheDocument();
    expect(screen.getByText('Este evento não existe ou foi excluído.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
  });

  it('cancels the event only after the confirmation', async () => {
    const api = fakeEventsApi({ events: [EVENT] });
    renderEventForm(editPath());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar evento' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar este evento?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls).not.toContain(`POST /api/v1/events/${EVENT.id}/cancel`);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar evento' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancelar este evento?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancelar evento' }));
    expect(
      await screen.findByRole('heading', { name: 'Página do evento roda-de-samba' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Evento cancelado')).toBeInTheDocument();
    expect(api.calls).toContain(`POST /api/v1/events/${EVENT.id}/cancel`);
  });

  it('deletes the event after the confirmation and goes to the events list', async () => {
    const api = fakeEventsApi({ events: [EVENT] });
    const view = renderEventForm(editPath());
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir evento' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir este evento?' });
    expect(within(dialog).getByText(/não pode ser desfeito/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir evento' }));
    expect(await screen.findByRole('heading', { name: 'Lista de eventos' })).toBeInTheDocument();
    expect(await screen.findByText('Evento excluído')).toBeInTheDocument();
    expect(api.calls).toContain(`DELETE /api/v1/events/${EVENT.id}`);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/events'));
    // The page being left does not ask for the event that is gone.
    expect(api.calls.filter((call) => call === `GET /api/v1/events/${EVENT.id}`)).toHaveLength(1);
  });

  it('removes the stored cover with DELETE', async () => {
    const api = fakeEventsApi({ events: [makeEventDetail({ imagePath: 'events/roda/capa-1280.webp' })] });
    renderEventForm(editPath());
    await screen.findByLabelText('Nome do evento');
    await toStep2();
    expect(screen.getByAltText('Prévia da imagem de capa')).toHaveAttribute(
      'src',
      '/uploads/events/roda/capa-1280.webp',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remover imagem' }));
    await waitFor(() => expect(screen.queryByAltText('Prévia da imagem de capa')).toBeNull());
    expect(api.calls).toContain(`DELETE /api/v1/events/${EVENT.id}/cover`);
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeInTheDocument();
  });
});
