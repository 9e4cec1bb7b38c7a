import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimePicker } from './date-time-picker.tsx';

const LABELS = { date: 'Data', hour: 'Hora', minute: 'Minuto', quickTimes: 'Horários rápidos', now: 'Agora' };

function Picker({ mode, initial = '' }: { mode: 'date' | 'time' | 'datetime'; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimePicker
        name="when"
        label="Quando"
        mode={mode}
        value={value}
        onChange={setValue}
        labels={LABELS}
        now={() => new Date(2027, 0, 9, 7, 45)}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('DateTimePicker (spec §5)', () => {
  it('time mode: hour and minute only, wrapping round with the arrow keys', () => {
    render(<Picker mode="time" initial="23:00" />);
    expect(screen.queryByLabelText('Data')).toBeNull();
    const hour = screen.getByRole('spinbutton', { name: 'Hora' });
    const minute = screen.getByRole('spinbutton', { name: 'Minuto' });
    fireEvent.keyDown(hour, { key: 'ArrowUp' });
    expect(value()).toBe('00:00');
    fireEvent.keyDown(minute, { key: 'ArrowDown' });
    expect(value()).toBe('00:59');
    expect(minute).toHaveAttribute('aria-valuemax', '59');
    expect(hour).toHaveAttribute('aria-valuemax', '23');
  });

  it('typed numbers past the end come round too', () => {
    render(<Picker mode="time" />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hora' }), { target: { value: '25' } });
    expect(value()).toBe('01:00');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minuto' }), { target: { value: '75' } });
    expect(value()).toBe('01:15');
  });

  it('offers 09:00, 12:00, 18:00 and now', () => {
    render(<Picker mode="datetime" initial="2027-02-01T10:00" />);
    const quick = screen.getByRole('group', { name: 'Horários rápidos' });
    expect(Array.from(quick.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      '09:00',
      '12:00',
      '18:00',
      'Agora',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '12:00' }));
    expect(value()).toBe('2027-02-01T12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Agora' }));
    expect(value()).toBe('2027-01-09T07:45');
  });

  it('date mode: a calendar day only, and an invalid date string becomes empty', () => {
    const onChange = vi.fn();
    render(
      <DateTimePicker
        name="d"
        label="Dia"
        mode="date"
        value="2027-02-30"
        onChange={onChange}
        labels={LABELS}
      />,
    );
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Horários rápidos' })).toBeNull();
    expect(screen.getByLabelText('Data')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2027-02-28' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-02-28');
  });
});
