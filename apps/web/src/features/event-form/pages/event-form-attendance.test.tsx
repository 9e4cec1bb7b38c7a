import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { makeEventDetail } from '../testing/event-detail-fixture.ts';
import { fakeEventsApi } from '../testing/fake-events-api.ts';
import { clickNext, fillOnlineStep1, pickDatetime, picker } from '../testing/fill-event-form.ts';
import { renderEventForm } from '../testing/render-event-form.tsx';

// Each test walks the form through both steps and loads the editor's chunk: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => dismissToast());

const CAPACITY = 'Capacidade (vagas)';
const DEADLINE = 'Prazo para confirmar presença';
const CAPACITY_INVALID = 'Informe uma capacidade entre 1 e 100.000 pessoas';
const AFTER_END = 'O prazo de confirmação deve ser antes do fim do evento';

const toStep2 = async () => {
  clickNext();
  await screen.findByRole('heading', { name: 'Descrição, ingressos e visibilidade' });
};

describe('Event form — capacity and RSVP deadline', () => {
  it('names a wrong capacity or a deadline after the end beside the field, keeping what was typed', async () => {
    const api = fakeEventsApi();
    renderEventForm();
    await screen.findByRole('heading', { level: 1, name: 'Criar evento' });
    // 19:30 to 21:30 on 1 May 2027, Brasília time.
    fillOnlineStep1();
    await toStep2();
    expect(screen.getByLabelText(CAPACITY)).toHaveValue('');
    expect(screen.getByText(/Opcional, de 1 a 100\.000\. Em branco, sem limite/)).toBeInTheDocument();

    // The other forms a capacity may not take are in lib/rsvp-deadline.test.ts.
    for (const typed of ['0', '100001']) {
      fireEvent.change(screen.getByLabelText(CAPACITY), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
      expect(await screen.findByText(CAPACITY_INVALID)).toBeInTheDocument();
      expect(screen.getByLabelText(CAPACITY)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(CAPACITY)).toHaveFocus();
      expect(screen.getByLabelText(CAPACITY)).toHaveValue(typed);
    }
    // Typing again clears the message.
    fireEvent.change(screen.getByLabelText(CAPACITY), { target: { value: '1.500' } });
    expect(screen.queryByText(CAPACITY_INVALID)).toBeNull();

    pickDatetime(DEADLINE, '2027-05-02', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(AFTER_END)).toBeInTheDocument();
    expect(picker(DEADLINE).getByLabelText('Data')).toHaveValue('2027-05-02');
    expect(api.saved).toEqual([]);

    pickDatetime(DEADLINE, '2027-05-01', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Evento publicado!')).toBeInTheDocument();
    // 12:00 in Brasília is 15:00 UTC; '1.500' is fifteen hundred seats.
    expect(api.saved[0]).toMatchObject({ capacity: 1500, rsvpDeadline: '2027-05-01T15:00:00.000Z' });
  });

  it('shows the problem the server finds with the capacity on its field', async () => {
    const api = fakeEventsApi();
    api.save = () =>
      problemResponse(422, {
        title: 'Dados inválidos',
        code: 'validation.failed',
        detail: 'Verifique os campos destacados.',
        errors: [{ path: 'capacity', code: 'validation.event.capacity.invalid' }],
      });
    renderEventForm();
    await screen.findByRole('heading', { level: 1, name: 'Criar evento' });
    fillOnlineStep1();
    await toStep2();
    fireEvent.change(screen.getByLabelText(CAPACITY), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    // Beside the field and in the toast, in words, never the bare code.
    expect(await screen.findAllByText(CAPACITY_INVALID)).toHaveLength(2);
    expect(screen.getByText('Erro ao salvar o evento. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByLabelText(CAPACITY)).toHaveValue('40');
    expect(api.saved[0]).toMatchObject({ capacity: 40, rsvpDeadline: null });
  });

  it('fills both fields when editing, and an emptied capacity means no limit', async () => {
    const event = makeEventDetail({ capacity: 40, rsvpDeadline: '2027-03-14T18:00:00.000Z' });
    const api = fakeEventsApi({ events: [event] });
    renderEventForm(`/events/${event.id}/edit`);
    await screen.findByLabelText('Nome do evento');
    await toStep2();
    expect(screen.getByLabelText(CAPACITY)).toHaveValue('40');
    const deadline = picker(DEADLINE);
    expect(deadline.getByLabelText('Data')).toHaveValue('2027-03-14');
    expect(deadline.getByRole('spinbutton', { name: 'Hora' })).toHaveValue('15');
    expect(deadline.getByRole('spinbutton', { name: 'Minuto' })).toHaveValue('00');

    fireEvent.change(screen.getByLabelText(CAPACITY), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Evento atualizado')).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({ capacity: null, rsvpDeadline: '2027-03-14T18:00:00.000Z' });
    expect(within(document.body).queryByText(CAPACITY_INVALID)).toBeNull();
  });
});
