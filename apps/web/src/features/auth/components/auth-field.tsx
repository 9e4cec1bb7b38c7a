import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { controlClasses } from '../../../ui/field-styles.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';

interface AuthFieldProps {
  /** Form field name (also the schema and API field), used for ids and focusing the first error. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message code (a key of `fields`) of this field's error. */
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  maxLength?: number;
}

/**
 * A labelled input with its error right under it (aria-describedby); password fields get a
 * show/hide button so a long password can be checked before sending.
 */
export function AuthField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  ...rest
}: AuthFieldProps) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const [shown, setShown] = useState(false);
  const id = `auth-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const isPassword = type === 'password';

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-on-surface text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={isPassword && shown ? 'text' : type}
          value={value}
          required
          dir={type === 'text' ? 'auto' : 'ltr'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(controlClasses(Boolean(error)), isPassword && 'pe-12')}
          {...rest}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setShown((v) => !v)}
            aria-pressed={shown}
            aria-label={t('form.showPassword')}
            aria-controls={id}
            className="absolute inset-y-0 end-0 flex min-w-11 cursor-pointer items-center justify-center rounded-e-xl text-on-surface-variant hover:text-on-surface focus-visible:outline-2 focus-visible:outline-primary"
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-error text-sm">
          {t(error, { ns: 'fields' })}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-on-surface-variant text-sm">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
