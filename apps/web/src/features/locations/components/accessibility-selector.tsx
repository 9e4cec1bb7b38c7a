import type { SelectionOption } from '@eventos/domain';
import { matchesFilter } from '@eventos/domain';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../ui/field-styles.ts';

interface AccessibilitySelectorProps {
  options: readonly SelectionOption[];
  /** Ids of the chosen options. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Translated error text, shown under the list. */
  error?: string | undefined;
}

/**
 * Spec §5 Accessibility selector: a checkbox per option, a filter on the label text (case and
 * accents ignored) and the chosen options as removable chips (they stay visible while filtered out).
 */
export function AccessibilitySelector({ options, value, onChange, error }: AccessibilitySelectorProps) {
  const { t } = useTranslation('locations');
  const [filter, setFilter] = useState('');
  const id = useId();
  const chosen = new Set(value);
  const shown = options.filter((option) => matchesFilter(option.name, filter));
  const selected = options.filter((option) => chosen.has(option.id));

  const toggle = (optionId: string, on: boolean) =>
    onChange(on ? [...value, optionId] : value.filter((v) => v !== optionId));

  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-3 rounded-xl border border-outline-variant p-4"
    >
      <legend className="px-1 font-medium text-on-surface text-sm">{t('form.accessibility')}</legend>
      {selected.length > 0 ? (
        <ul aria-label={t('form.accessibilityChosen')} className="flex flex-wrap gap-2">
          {selected.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                onClick={() => toggle(option.id, false)}
                aria-label={t('form.accessibilityRemove', { name: option.name })}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-secondary-container ps-3 pe-2 text-on-secondary-container text-sm focus-visible:outline-2 focus-visible:outline-primary"
              >
                {option.name}
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-filter`} className="text-on-surface-variant text-sm">
          {t('form.accessibilityFilter')}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
          className={controlClasses(false)}
        />
      </div>
      {shown.length === 0 ? (
        <p role="status" className="text-on-surface-variant text-sm">
          {t('form.accessibilityNone')}
        </p>
      ) : (
        <ul className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto tablet:grid-cols-2">
          {shown.map((option) => (
            <li key={option.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-on-surface/5">
                <input
                  type="checkbox"
                  name="accessibilityOptions"
                  value={option.id}
                  checked={chosen.has(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                  className="size-5 shrink-0 accent-primary"
                />
                <span className="text-on-surface text-sm">{option.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
