import { fireEvent, screen, within } from '@testing-library/react';

/** The picker group of a date field ('Início' or 'Término'). */
export const picker = (label: string) => within(screen.getByRole('group', { name: label }));

/** Types a local date and time into the picker named `label`. */
export function pickDatetime(label: string, date: string, hour: string, minute = '00') {
  const group = picker(label);
  fireEvent.change(group.getByLabelText('Data'), { target: { value: date } });
  fireEvent.change(group.getByRole('spinbutton', { name: 'Hora' }), { target: { value: hour } });
  fireEvent.change(group.getByRole('spinbutton', { name: 'Minuto' }), { target: { value: minute } });
}

/** Fills step 1 as an online event (no venue needed): name, category, start (end follows), link. */
export function fillOnlineStep1(name = 'Oficina de cerâmica') {
  fireEvent.change(screen.getByLabelText('Nome do evento'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'arts_culture' } });
  pickDatetime('Início', '2027-05-01', '19', '30');
  fireEvent.click(screen.getByRole('radio', { name: 'Online' }));
  fireEvent.change(screen.getByLabelText('Link de acesso'), {
    target: { value: 'https://meet.example/abc' },
  });
}

export function clickNext() {
  fireEvent.click(screen.getByRole('button', { name: /Próximo/ }));
}
