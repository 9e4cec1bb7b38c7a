import {
  ATTENDANCE_LIMITS,
  normalizeTicketCode,
  TICKET_CODE_LENGTH,
  TICKET_CODE_PATTERN,
} from '@eventos/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';

interface CheckInCodeFormProps {
  onSubmit: (code: string) => void;
  pending: boolean;
  /** 'large' for the door screen (big type), 'normal' inside the manage page. */
  size?: 'large' | 'normal';
  /** The form's label; the input's label is the same words. */
  label: string;
}

/**
 * A ticket code typed by hand: spaces, dashes and case forgiven as the domain tidies them; it
 * goes only once it has the code's shape (ten letters and digits without look-alikes).
 */
export function CheckInCodeForm({ onSubmit, pending, size = 'normal', label }: CheckInCodeFormProps) {
  const { t } = useTranslation('manage');
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const code = normalizeTicketCode(value);
    if (!TICKET_CODE_PATTERN.test(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setValue('');
    onSubmit(code);
  };

  const large = size === 'large';
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label
        htmlFor={`${id}-code`}
        className={cn('font-medium', large ? 'text-lg' : 'text-sm text-on-surface')}
      >
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          value={value}
          dir="ltr"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ATTENDANCE_LIMITS.codeInput.max}
          placeholder={'X'.repeat(TICKET_CODE_LENGTH)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          className={cn(
            controlClasses(invalid),
            'font-mono uppercase tracking-widest',
            large ? 'min-h-14 text-2xl' : 'text-base',
          )}
        />
        <Button type="submit" disabled={pending} className={large ? 'min-h-14 px-6 text-lg' : undefined}>
          {t('checkIn.submit')}
        </Button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className={cn('text-error', large ? 'text-base' : 'text-sm')}>
          {t('checkIn.invalidCode', { length: TICKET_CODE_LENGTH })}
        </p>
      ) : null}
    </form>
  );
}
