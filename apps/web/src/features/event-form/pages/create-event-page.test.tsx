import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { fakeEventsApi } from '../testing/fake-events-api.ts';
import { clickNext, fillOnlineStep1, picker } from '../testing/fill-event-form.ts';
import { renderEventForm } from '../testing/render-event-form.tsx';

afterEach(() => dismissToast());

describe('CreateEventPage — step 1', () => {
  it('names every problem of step 1 beside its field and stays on the step', async () => {
    fakeEventsApi();
    renderEventForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Criar evento' })).toBeInTheDocument();
    clickNext();
    expect(await screen.findByText('O nome do evento deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Escolha uma categoria.')).toBeInTheDocument();
    expect(screen.getByText('Informe a data e a hora de início.')).toBeInTheDocument();
    expect(screen.getByText('Informe a data e a hora de término.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o local do evento.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do evento')).toHaveFocus();
    expect(screen.getByLabelText('Nome do evento')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'O quê, quando e onde' })).toBeInTheDocument();
  });
});
