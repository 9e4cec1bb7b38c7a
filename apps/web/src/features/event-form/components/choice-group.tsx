import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** A line under the label (cards layout). */
  description?: string;
  /** Shown but not choosable (the hint says why). */
  disabled?: boolean;
}

interface ChoiceGroupProps<V extends string> {
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  error?: string | undefined;
  /** A line under the choices. */
  hint?: string | undefined;
  /** 'segmented': one row of equal buttons; 'cards': stacked options with a description. */
  layout?: 'segmented' | 'cards';
}

/**
 * One choice out of a few, as native radio buttons (arrow keys move between them) drawn as a
 * segmented control or as cards.
 */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  hint,
  layout = 'segmented',
}: ChoiceGroupProps<V>) {
  const id = useId();
  const segmented = layout === 'segmented';
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={fieldDescribedBy(id, error, hint)}>
      <legend className="mb-1.5 font-medium text-on-surface text-sm">{legend}</legend>
      <div
        className={cn(
          segmented
            ? 'grid auto-cols-fr grid-flow-col rounded-full border border-outline p-1'
            : 'grid gap-2 tablet:grid-cols-2',
        )}
      >
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center gap-1 has-focus-visible:outline-2 has-focus-visible:outline-primary has-focus-visible:outline-offset-2',
                choice.disabled && 'cursor-not-allowed opacity-50',
                segmented
                  ? 'justify-center rounded-full px-3 text-center font-medium text-sm'
                  : 'flex-col items-start rounded-xl border p-4',
                segmented &&
                  (checked ? 'bg-primary text-on-primary' : 'text-on-surface hover:bg-on-surface/8'),
                !segmented &&
                  (checked
                    ? 'border-primary bg-primary/8'
                    : cn('border-outline', !choice.disabled && 'hover:bg-on-surface/4')),
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                disabled={choice.disabled}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              <span className={segmented ? undefined : 'font-medium text-on-surface'}>{choice.label}</span>
              {choice.description ? (
                <span className="text-on-surface-variant text-sm">{choice.description}</span>
              ) : null}
            </label>
          );
        })}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}
