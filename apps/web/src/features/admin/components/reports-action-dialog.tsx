import { type ModerationAction, REPORT_LIMITS, type ReportQueueItem } from '@eventos/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors, type FieldErrors, focusFirstError } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useModerateReport } from '../api/moderate-report.ts';
import {
  EMPTY_MODERATION,
  MODERATION_FIELD_ORDER,
  type ModerationField,
  type ModerationFormValues,
  validateModeration,
} from '../lib/moderation-form-values.ts';
import { ReportsSuspendField } from './reports-suspend-field.tsx';

const NAMESPACES = ['admin', 'moderation', 'fields'] as const;

interface ReportsActionDialogProps {
  item: ReportQueueItem;
  /** The action being confirmed; null while the dialog is closed. */
  action: ModerationAction | null;
  onClose: () => void;
}

/**
 * Confirms one moderation action (Radix Dialog): what it does, the required note and, to suspend,
 * for how long. Messages show beside their field; what was typed stays after an error.
 */
export function ReportsActionDialog({ item, action, onClose }: ReportsActionDialogProps) {
  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-t-2xl bg-surface p-6 text-on-surface shadow-xl focus:outline-none tablet:inset-x-4 tablet:top-1/2 tablet:bottom-auto tablet:-translate-y-1/2 tablet:rounded-2xl">
          {action ? <ActionForm item={item} action={action} onDone={onClose} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ActionForm({
  item,
  action,
  onDone,
}: {
  item: ReportQueueItem;
  action: ModerationAction;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const [values, setValues] = useState<ModerationFormValues>(EMPTY_MODERATION);
  const [errors, setErrors] = useState<FieldErrors<ModerationField>>({});
  const [problem, setProblem] = useState<unknown>(null);
  const moderate = useModerateReport();
  const message = (code: string | undefined) => (code ? t(code, { ns: NAMESPACES }) : undefined);
  const author = item.content.author?.name ?? t('reports.accountGone');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const checked = validateModeration(
      { targetType: item.targetType, targetId: item.targetId, action },
      values,
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form, MODERATION_FIELD_ORDER, checked.errors);
      return;
    }
    setErrors({});
    moderate.mutate(checked.input, {
      onSuccess: (result) => {
        toast({
          title: t(`reports.done.${action}`),
          description: t('reports.resolved', {
            count: result.resolvedReports,
            n: result.resolvedReports.toLocaleString(i18n.language),
          }),
        });
        onDone();
      },
      onError: (error) => {
        const found = apiFieldErrors<ModerationField>(error, MODERATION_FIELD_ORDER);
        if (found) {
          setErrors(found);
          focusFirstError(form, MODERATION_FIELD_ORDER, found);
          return;
        }
        setProblem(error);
      },
    });
  };

  const otherError = errors.action ?? errors.targetId ?? errors.targetType;
  const formError = otherError
    ? message(otherError)
    : problem
      ? describeError(t, problem, NAMESPACES)
      : undefined;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Dialog.Title className="font-semibold text-xl">
          {t(`reports.dialog.title.${action}`, { name: author })}
        </Dialog.Title>
        <Dialog.Description className="text-on-surface-variant text-sm">
          {t(`reports.dialog.text.${action}`, { name: author })}
        </Dialog.Description>
      </div>
      {action === 'suspend' ? (
        <ReportsSuspendField
          value={values.days}
          onChange={(days) => setValues((v) => ({ ...v, days }))}
          error={message(errors.suspendDays)}
        />
      ) : null}
      <TextField
        multiline
        rows={3}
        required
        name="note"
        label={t('reports.dialog.note')}
        value={values.note}
        onChange={(note) => setValues((v) => ({ ...v, note }))}
        error={message(errors.note)}
        maxLength={REPORT_LIMITS.note.max}
        dir="auto"
        hint={t('reports.dialog.noteHint', { count: values.note.length, max: REPORT_LIMITS.note.max })}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
        <Dialog.Close asChild>
          <Button variant="ghost" disabled={moderate.isPending}>
            {t('reports.dialog.back')}
          </Button>
        </Dialog.Close>
        <Button
          type="submit"
          variant={action === 'dismiss' ? 'primary' : 'danger'}
          disabled={moderate.isPending}
        >
          {moderate.isPending ? t('reports.dialog.pending') : t(`reports.dialog.confirm.${action}`)}
        </Button>
      </div>
    </form>
  );
}
