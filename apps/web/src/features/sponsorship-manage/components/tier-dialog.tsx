import { formatPrice, parsePriceToCents, SPONSORSHIP_LIMITS, type SponsorshipTier } from '@eventos/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors, type FieldErrors, focusFirstError } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSaveTier } from '../api/event-sponsorship.ts';
import {
  parseTierForm,
  TIER_FIELDS,
  type TierField,
  type TierFormValues,
  tierFormValues,
} from '../lib/tier-form.ts';

interface TierDialogProps {
  eventId: string;
  /** The tier being edited, or null for a new one. */
  tier: SponsorshipTier | null;
  onClose: () => void;
}

/** Adds or edits a tier ('cota'): name, amount in reais, benefits, slots; errors beside each field. */
export function TierDialog({ eventId, tier, onClose }: TierDialogProps) {
  const { t, i18n } = useTranslation(['sponsorshipManage', 'fields']);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TierFormValues>(() => tierFormValues(tier));
  const [errors, setErrors] = useState<FieldErrors<TierField>>({});
  const save = useSaveTier(eventId);

  const change = (key: keyof TierFormValues, field: TierField) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const fieldError = (field: TierField) => (errors[field] ? t(errors[field], { ns: 'fields' }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTierForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusFirstError(form.current, TIER_FIELDS, parsed.errors);
      return;
    }
    save.mutate(
      { tierId: tier?.id ?? null, input: parsed.input },
      {
        onSuccess: onClose,
        onError: (error) => {
          const server = apiFieldErrors(error, TIER_FIELDS);
          if (server) setErrors(server);
        },
      },
    );
  };

  const cents = parsePriceToCents(values.amount);
  const preview = cents === null ? null : formatPrice(cents, i18n.resolvedLanguage ?? 'pt-BR');
  const formProblem =
    save.isError && !apiFieldErrors(save.error, TIER_FIELDS)
      ? describeError(t, save.error, ['fields'])
      : null;

  return (
    <ModalDialog titleId={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`} className="font-semibold text-on-surface text-xl">
        {tier ? t('tierForm.editTitle') : t('tierForm.createTitle')}
      </h2>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formProblem ? <FormAlert>{formProblem}</FormAlert> : null}
        <TextField
          name="name"
          label={t('tierForm.name')}
          value={values.name}
          onChange={change('name', 'name')}
          error={fieldError('name')}
          maxLength={SPONSORSHIP_LIMITS.tierName.max}
          dir="auto"
          required
        />
        <TextField
          name="amountCents"
          label={t('tierForm.amount')}
          hint={preview ? t('tierForm.amountPreview', { price: preview }) : t('tierForm.amountHint')}
          value={values.amount}
          onChange={change('amount', 'amountCents')}
          error={fieldError('amountCents')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          dir="ltr"
          required
        />
        <TextField
          name="benefits"
          label={t('tierForm.benefits')}
          hint={t('tierForm.benefitsHint')}
          value={values.benefits}
          onChange={change('benefits', 'benefits')}
          error={fieldError('benefits')}
          maxLength={SPONSORSHIP_LIMITS.benefits.max}
          multiline
          rows={4}
          dir="auto"
        />
        <TextField
          name="slots"
          label={t('tierForm.slots')}
          hint={t('tierForm.slotsHint', { max: SPONSORSHIP_LIMITS.slots.max })}
          value={values.slots}
          onChange={change('slots', 'slots')}
          error={fieldError('slots')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          dir="ltr"
          required
        />
        <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            {t('tierForm.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('tierForm.saving') : t('tierForm.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
