import { REPORT_LIMITS, type ReportTargetType } from '@eventos/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors, type FieldErrors, focusFirstError } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useCreateReport } from '../api/create-report.ts';
import {
  EMPTY_REPORT,
  REPORT_FIELD_ORDER,
  type ReportField,
  type ReportFormValues,
  targetError,
  validateReport,
} from '../lib/report-form-values.ts';
import { ReportReasonField } from './report-reason-field.tsx';

const NAMESPACES = ['moderation', 'fields'] as const;

interface ReportFormProps {
  targetType: ReportTargetType;
  targetId: string;
  targetLabel?: string | undefined;
  /** Called once the report is taken (or was already filed): the dialog closes. */
  onDone: () => void;
}

/**
 * The report dialog's inside. Checked here with the domain's schema and again by the API; a
 * message shows beside its field (or above the buttons) and what was chosen and typed stays.
 */
export function ReportForm({ targetType, targetId, targetLabel, onDone }: ReportFormProps) {
  const { t } = useTranslation(NAMESPACES);
  const [values, setValues] = useState<ReportFormValues>(EMPTY_REPORT);
  const [errors, setErrors] = useState<FieldErrors<ReportField>>({});
  const [problem, setProblem] = useState<unknown>(null);
  const report = useCreateReport();

  const message = (code: string | undefined) => (code ? t(code, { ns: NAMESPACES }) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const checked = validateReport({ targetType, targetId }, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form, REPORT_FIELD_ORDER, checked.errors);
      return;
    }
    setErrors({});
    report.mutate(checked.input, {
      onSuccess: () => {
        toast({ title: t('dialog.sent') });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'report.duplicate') {
          // Already filed: nothing went wrong, the team has it.
          toast({ title: describeError(t, error, NAMESPACES) });
          onDone();
          return;
        }
        const found = apiFieldErrors<ReportField>(error, REPORT_FIELD_ORDER);
        if (found) {
          setErrors(found);
          focusFirstError(form, REPORT_FIELD_ORDER, found);
          return;
        }
        setProblem(error);
      },
    });
  };

  const other = values.reason === 'other';
  const formError = targetError(errors)
    ? message(targetError(errors))
    : problem
      ? describeError(t, problem, NAMESPACES)
      : undefined;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Dialog.Title className="font-semibold text-xl">{t(`dialog.title.${targetType}`)}</Dialog.Title>
        <Dialog.Description className="text-on-surface-variant text-sm">
          {targetLabel ? (
            <span dir="auto" className="block font-medium text-on-surface">
              {targetLabel}
            </span>
          ) : null}
          {t('dialog.lead')}
        </Dialog.Description>
      </div>
      <ReportReasonField
        value={values.reason}
        onChange={(reason) => setValues((v) => ({ ...v, reason }))}
        error={message(errors.reason)}
      />
      <TextField
        multiline
        rows={4}
        name="details"
        required={other}
        label={t(other ? 'dialog.detailsRequired' : 'dialog.details')}
        value={values.details}
        onChange={(details) => setValues((v) => ({ ...v, details }))}
        error={message(errors.details)}
        maxLength={REPORT_LIMITS.details.max}
        dir="auto"
        hint={t('dialog.detailsCount', { count: values.details.length, max: REPORT_LIMITS.details.max })}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
        <Dialog.Close asChild>
          <Button variant="ghost" disabled={report.isPending}>
            {t('dialog.cancel')}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? t('dialog.sending') : t('dialog.send')}
        </Button>
      </div>
    </form>
  );
}
