import {
  applyQuickTime,
  type DatePickerMode,
  joinDatetime,
  normalizeDate,
  normalizePickerValue,
  QUICK_TIMES,
  type QuickTime,
  splitDatetime,
} from '@eventos/domain';
import { useId } from 'react';
import { buttonClasses } from './button.tsx';
import { TimeSpinners } from './date-time-picker-spinners.tsx';
import { FieldMessages, fieldDescribedBy } from './field-messages.tsx';
import { controlClasses } from './field-styles.ts';

/** The picker's own words, translated by the caller. */
export interface DateTimePickerLabels {
  date: string;
  hour: string;
  minute: string;
  quickTimes: string;
  now: string;
}

interface DateTimePickerProps {
  /** Form field name: the date input (or the hour, in time mode) carries it, to focus an error. */
  name: string;
  label: string;
  mode: DatePickerMode;
  /** 'YYYY-MM-DD', 'HH:mm' or 'YYYY-MM-DDTHH:mm' by mode (a datetime may be half filled: 'T18:00'). */
  value: string;
  onChange: (value: string) => void;
  labels: DateTimePickerLabels;
  error?: string | undefined;
  hint?: string | undefined;
  /** Earliest day the calendar offers ('YYYY-MM-DD'). */
  min?: string | undefined;
  /** The clock for "now" (tests pass a fixed one). */
  now?: () => Date;
  /** The zone the value is read in, for "now" (default: the device's). */
  timeZone?: string | undefined;
}

/**
 * Spec §5 Date picker: a native calendar for the day, hour and minute fields that wrap round
 * (arrow keys: 23 → 00, 59 → 00), and quick times 09:00, 12:00, 18:00 and now. An invalid date
 * string becomes empty.
 */
export function DateTimePicker({
  name,
  label,
  mode,
  value,
  onChange,
  labels,
  error,
  hint,
  min,
  now = () => new Date(),
  timeZone,
}: DateTimePickerProps) {
  const id = useId();
  const current = normalizePickerValue(value, mode);
  const parts =
    mode === 'datetime'
      ? splitDatetime(current)
      : mode === 'date'
        ? { date: current, time: '' }
        : { date: '', time: current };

  const emit = (date: string, time: string) => {
    if (mode === 'date') onChange(date);
    else if (mode === 'time') onChange(time);
    else onChange(joinDatetime(date, time));
  };
  const quick = (choice: QuickTime) => onChange(applyQuickTime(current, mode, choice, now(), timeZone));

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={fieldDescribedBy(id, error, hint)}>
      <legend className="mb-1.5 font-medium text-on-surface text-sm">{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {mode === 'time' ? null : (
          <div className="min-w-40 flex-1">
            <input
              type="date"
              name={name}
              aria-label={labels.date}
              value={parts.date}
              min={min}
              aria-invalid={error ? true : undefined}
              onChange={(event) => emit(normalizeDate(event.target.value), parts.time)}
              className={controlClasses(Boolean(error))}
            />
          </div>
        )}
        {mode === 'date' ? null : (
          <TimeSpinners
            name={mode === 'time' ? name : `${name}-time`}
            value={parts.time}
            onChange={(time) => emit(parts.date, time)}
            hourLabel={labels.hour}
            minuteLabel={labels.minute}
            invalid={Boolean(error)}
          />
        )}
      </div>
      {mode === 'date' ? null : (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{labels.quickTimes}</legend>
          {QUICK_TIMES.map((choice) => (
            <button
              key={choice}
              type="button"
              onClick={() => quick(choice)}
              className={buttonClasses('outline', 'compact', 'min-h-11 px-3 py-1.5 tabular-nums')}
            >
              {choice === 'now' ? labels.now : <span dir="ltr">{choice}</span>}
            </button>
          ))}
        </fieldset>
      )}
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}
