import { normalizeTime, setTimePart, stepTimePart, timeParts } from '@eventos/domain';
import { type KeyboardEvent, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { controlClasses } from './field-styles.ts';

interface TimeSpinnersProps {
  /** Name of the hour field (the minute field adds '-minute'). */
  name: string;
  /** 'HH:mm' or '' */
  value: string;
  onChange: (time: string) => void;
  hourLabel: string;
  minuteLabel: string;
  invalid: boolean;
}

type Part = 'hour' | 'minute';

/** The two fields' texts of a time ('' each when it is empty or invalid). */
const textsOf = (value: string) => {
  const time = normalizeTime(value);
  return { hour: time.slice(0, 2), minute: time.slice(3, 5) };
};

/**
 * Hour (0-23) and minute (0-59) as two spin buttons: arrow keys move them and come round at the
 * ends; typed digits count once two are in or the field is left (a typed 24 comes round to 00).
 * The time is always written left to right, also in Arabic.
 */
export function TimeSpinners({ name, value, onChange, hourLabel, minuteLabel, invalid }: TimeSpinnersProps) {
  const [texts, setTexts] = useState(() => textsOf(value));
  // A new value from outside (a quick time, the arrow keys) replaces what is being typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setTexts(textsOf(value));
  }
  const parts = timeParts(value);
  const committed = textsOf(value);

  const commit = (next: { hour: string; minute: string }) => {
    if (next.hour === '' && next.minute === '') {
      onChange('');
      return;
    }
    const withHour = setTimePart('00:00', 'hour', Number(next.hour || '0'));
    const time = setTimePart(withHour, 'minute', Number(next.minute || '0'));
    setTexts(textsOf(time));
    onChange(time);
  };

  const type = (part: Part, raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(-2);
    const next = { ...texts, [part]: digits };
    setTexts(next);
    if (digits.length === 2) commit(next);
  };

  const key = (part: Part, event: KeyboardEvent<HTMLInputElement>) => {
    const delta = {
      ArrowUp: 1,
      ArrowDown: -1,
      PageUp: part === 'hour' ? 6 : 10,
      PageDown: part === 'hour' ? -6 : -10,
    }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    onChange(stepTimePart(value, part, delta));
  };

  const field = (part: Part) => (
    <div className="w-18 shrink-0">
      <input
        type="text"
        inputMode="numeric"
        role="spinbutton"
        name={part === 'hour' ? name : `${name}-minute`}
        aria-label={part === 'hour' ? hourLabel : minuteLabel}
        aria-valuemin={0}
        aria-valuemax={part === 'hour' ? 23 : 59}
        aria-valuenow={parts ? parts[part] : undefined}
        aria-invalid={invalid ? true : undefined}
        autoComplete="off"
        placeholder="--"
        maxLength={3}
        value={texts[part]}
        onChange={(event) => type(part, event.target.value)}
        onKeyDown={(event) => key(part, event)}
        onBlur={() => {
          if (texts[part] !== committed[part]) commit(texts);
        }}
        className={cn(controlClasses(invalid), 'text-center tabular-nums')}
      />
    </div>
  );

  return (
    <div dir="ltr" className="flex items-center gap-1">
      {field('hour')}
      <span aria-hidden="true" className="font-semibold text-on-surface-variant">
        :
      </span>
      {field('minute')}
    </div>
  );
}
