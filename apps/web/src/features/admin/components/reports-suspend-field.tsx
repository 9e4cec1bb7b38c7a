import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { SUSPEND_CHOICES, type SuspendChoice } from '../lib/moderation-form-values.ts';

interface ReportsSuspendFieldProps {
  value: SuspendChoice | '';
  onChange: (value: SuspendChoice) => void;
  error?: string | undefined;
}

/** "Por quanto tempo": 1 dia, 7 dias, 30 dias or Permanente. */
export function ReportsSuspendField({ value, onChange, error }: ReportsSuspendFieldProps) {
  const { t } = useTranslation('admin');
  const id = `${useId()}-suspendDays`;
  return (
    <fieldset
      aria-describedby={fieldDescribedBy(id, error)}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1.5 font-medium text-on-surface text-sm">{t('reports.dialog.days')}</legend>
      <div className="grid grid-cols-2 gap-1 tablet:grid-cols-4">
        {SUSPEND_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-2 text-on-surface hover:bg-on-surface/4"
          >
            <input
              type="radio"
              name="suspendDays"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="size-4 shrink-0 accent-primary"
            />
            {t(`reports.dialog.dayOptions.${choice}`)}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
