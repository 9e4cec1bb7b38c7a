import type { Sponsorship } from '@eventos/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { describeError } from '../../../../lib/error-message.ts';
import { apiFieldErrors, type FieldErrors, focusFirstError } from '../../../../lib/forms/field-errors.ts';
import { Button } from '../../../../ui/button.tsx';
import { DateTimePicker, type DateTimePickerLabels } from '../../../../ui/date-time-picker.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { ModalDialog } from '../../../../ui/modal-dialog.tsx';
import { toast } from '../../../../ui/toast/toast-store.ts';
import { EVENT_TIME_ZONE } from '../../../events/lib/format-event-date.ts';
import { useSetFeaturedWindow } from '../api/sponsorship-decisions.ts';
import {
  FEATURED_WINDOW_FIELDS,
  type FeaturedWindowField,
  type FeaturedWindowValues,
  featuredWindowValues,
  validateFeaturedWindow,
} from '../lib/featured-window-values.ts';

const NAMESPACES = ['adminSponsorships', 'fields'] as const;

/**
 * Sets when an approved sponsorship's event takes the "Patrocinado" slot: two date-time pickers in
 * Brasília time, checked with the domain's schema, messages beside each field.
 */
export function FeaturedWindowDialog({ item, onClose }: { item: Sponsorship; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACES);
  const id = useId();
  const [values, setValues] = useState<FeaturedWindowValues>(() => featuredWindowValues(item));
  const [errors, setErrors] = useState<FieldErrors<FeaturedWindowField>>({});
  const [problem, setProblem] = useState<unknown>(null);
  const save = useSetFeaturedWindow();
  const labels: DateTimePickerLabels = {
    date: t('picker.date'),
    hour: t('picker.hour'),
    minute: t('picker.minute'),
    quickTimes: t('picker.quickTimes'),
    now: t('picker.now'),
  };
  const message = (code: string | undefined) => (code ? t(code, { ns: NAMESPACES }) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const checked = validateFeaturedWindow(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form, FEATURED_WINDOW_FIELDS, checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: item.id, input: checked.input },
      {
        onSuccess: () => {
          toast({ title: t('featured.saved'), description: item.event.name });
          onClose();
        },
        onError: (failure) => {
          const found = apiFieldErrors(failure, FEATURED_WINDOW_FIELDS);
          if (found) {
            setErrors(found);
            return;
          }
          if (failure instanceof ApiError && failure.status === 409) {
            toast({
              title: t('stale'),
              description: describeError(t, failure, NAMESPACES),
              variant: 'destructive',
            });
            onClose();
            return;
          }
          setProblem(failure);
        },
      },
    );
  };

  const picker = (field: FeaturedWindowField) => (
    <DateTimePicker
      name={field}
      label={t(`featured.dialog.${field}`)}
      mode="datetime"
      value={values[field]}
      onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
      labels={labels}
      error={message(errors[field])}
      timeZone={EVENT_TIME_ZONE}
    />
  );

  return (
    <ModalDialog titleId={`${id}-title`} descriptionId={`${id}-text`} onClose={onClose}>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="font-semibold text-on-surface text-xl">
            {t('featured.dialog.title')}
          </h2>
          <p id={`${id}-text`} className="text-on-surface-variant text-sm">
            <bdi>{item.event.name}</bdi> · <bdi>{item.sponsor.displayName}</bdi>
          </p>
          <p className="text-on-surface-variant text-sm">{t('featured.dialog.zone')}</p>
        </div>
        {picker('featuredFrom')}
        {picker('featuredUntil')}
        {problem ? <FormAlert>{describeError(t, problem, NAMESPACES)}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            {t('dialog.back')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('dialog.pending') : t('featured.dialog.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
