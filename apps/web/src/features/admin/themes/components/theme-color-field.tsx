import { themeColorToHex } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../ui/field-styles.ts';

interface ThemeColorFieldProps {
  /** The field's path ('baseColor', 'colors.light.primary'): its name, to focus an error. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated error text, shown right under the field. */
  error?: string | undefined;
  /** The label is a token's name ('on-primary'): shown as code, left to right. */
  code?: boolean;
}

/**
 * One colour: a text input that takes any text (hex or 'h s% l%', checked on save) and the
 * browser's colour picker beside it, which shows the text's colour and writes hex.
 */
export function ThemeColorField({ name, label, value, onChange, error, code }: ThemeColorFieldProps) {
  const { t } = useTranslation('themes');
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hex = themeColorToHex(value) ?? '#000000';
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className={
          code ? 'w-fit font-medium font-mono text-on-surface text-sm' : 'font-medium text-on-surface text-sm'
        }
        dir={code ? 'ltr' : undefined}
      >
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={hex}
          onChange={(event) => onChange(event.target.value)}
          aria-label={t('form.picker', { name: label })}
          className="size-11 shrink-0 cursor-pointer rounded-xl border border-outline bg-surface p-1 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2"
        />
        <input
          id={id}
          name={name}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          className={controlClasses(Boolean(error))}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
