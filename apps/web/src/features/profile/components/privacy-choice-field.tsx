import { useId } from 'react';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';

interface PrivacyChoiceFieldProps<V extends string> {
  label: string;
  hint: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** Why the last change was not saved, beside the field. */
  error?: string | undefined;
  busy?: boolean;
}

/** One privacy setting as a labelled, described choice (a native select: the phone's own picker). */
export function PrivacyChoiceField<V extends string>({
  label,
  hint,
  value,
  options,
  onChange,
  error,
  busy,
}: PrivacyChoiceFieldProps<V>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 tablet:grid tablet:grid-cols-[1fr_minmax(12rem,16rem)] tablet:items-start tablet:gap-x-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-on-surface">
          {label}
        </label>
        <FieldMessages id={id} error={error} hint={hint} alert />
      </div>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        aria-invalid={error ? true : undefined}
        aria-busy={busy || undefined}
        className={controlClasses(Boolean(error))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
