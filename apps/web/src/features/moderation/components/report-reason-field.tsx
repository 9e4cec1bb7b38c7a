import { REPORT_REASONS, type ReportReason } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';

interface ReportReasonFieldProps {
  value: ReportReason | '';
  onChange: (reason: ReportReason) => void;
  error?: string | undefined;
}

/** "Motivo": one radio per report reason, in a fieldset with its error beside it. */
export function ReportReasonField({ value, onChange, error }: ReportReasonFieldProps) {
  const { t } = useTranslation('moderation');
  const id = `${useId()}-reason`;
  return (
    <fieldset
      aria-describedby={fieldDescribedBy(id, error)}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1.5 font-medium text-on-surface text-sm">{t('dialog.reasonLabel')}</legend>
      {REPORT_REASONS.map((reason) => (
        <label
          key={reason}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-on-surface hover:bg-on-surface/4"
        >
          <input
            type="radio"
            name="reason"
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
            className="size-4 shrink-0 accent-primary"
          />
          {t(`reasons.${reason}`)}
        </label>
      ))}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
