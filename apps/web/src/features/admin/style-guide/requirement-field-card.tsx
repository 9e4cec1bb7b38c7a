import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { DateTimePicker } from '../../../ui/date-time-picker.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { RequirementField } from './requirement-fields.ts';

interface RequirementFieldCardProps {
  field: RequirementField;
  value: string;
  onChange: (value: string) => void;
  /** The message code shown beside the field (after it was touched or the form was checked). */
  error: string | null;
}

/** One sample field: the control itself, whether it is required, its rule and the messages it gives. */
export function RequirementFieldCard({ field, value, onChange, error }: RequirementFieldCardProps) {
  const { t } = useTranslation(['styleGuide', 'fields']);
  const label = t(`requirements.fields.${field.name}`);
  const shownError = error ? t(error, { ns: 'fields' }) : undefined;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-outline-variant p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 font-medium text-xs',
            field.required ? 'bg-error-container text-on-error-container' : 'bg-muted text-on-muted',
          )}
        >
          {t(field.required ? 'requirements.required' : 'requirements.optional')}
        </span>
        <span className="text-on-surface-variant text-xs">{t(`requirements.forms.${field.form}`)}</span>
      </div>
      {field.kind === 'datetime' ? (
        <DateTimePicker
          name={field.name}
          label={label}
          mode="datetime"
          value={value}
          onChange={onChange}
          error={shownError}
          labels={{
            date: t('components.picker.date'),
            hour: t('components.picker.hour'),
            minute: t('components.picker.minute'),
            quickTimes: t('components.picker.quickTimes'),
            now: t('components.picker.now'),
          }}
        />
      ) : (
        <TextField
          name={field.name}
          label={label}
          value={value}
          onChange={onChange}
          error={shownError}
          required={field.required}
          multiline={field.kind === 'multiline'}
          rows={3}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
        />
      )}
      <p className="text-on-surface text-sm">
        <span className="font-medium">{t('requirements.rule')}</span> {t(field.rule, field.params)}
      </p>
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-medium text-on-surface">{t('requirements.messages')}</p>
        <ul className="flex list-disc flex-col gap-0.5 ps-5 text-on-surface-variant">
          {field.messages.map((code) => (
            <li key={code}>
              {t(code, { ns: 'fields' })}{' '}
              <span className="font-mono text-xs" dir="ltr">
                ({code})
              </span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
