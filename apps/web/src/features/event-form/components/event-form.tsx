import type { EventDetail } from '@eventos/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '../../../lib/forms/field-errors.ts';
import {
  EVENT_FIELDS,
  type EventField,
  type EventFieldErrors,
  type EventFormStep,
  firstStepWithError,
  STEP2_FIELDS,
} from '../lib/event-form-fields.ts';
import { EMPTY_EVENT_FORM, type EventFormValues, eventToFormValues } from '../lib/event-form-values.ts';
import { fieldMessage } from '../lib/field-message.ts';
import type { StepFieldsProps } from '../lib/form-props.ts';
import { useEventCover } from '../lib/use-event-cover.ts';
import { useSaveEvent } from '../lib/use-save-event.ts';
import { buildEventInput, validateStep1 } from '../lib/validate-event-form.ts';
import { CoverField } from './cover-field.tsx';
import { preloadDescriptionEditor } from './description-field.tsx';
import { FormActions } from './form-actions.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { Step1Fields } from './step1-fields.tsx';
import { Step2Fields } from './step2-fields.tsx';

/**
 * The two-step event form (create and edit). "Próximo" checks step 1 before step 2 shows; saving
 * checks both and goes back to the step with the first problem, as it does for problems the
 * server finds. What was typed stays through both steps and any failed save.
 */
export function EventForm({ event }: { event: EventDetail | null }) {
  const { t } = useTranslation(['step1', 'step2', 'fields']);
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? eventToFormValues(event) : EMPTY_EVENT_FORM,
  );
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const [step, setStep] = useState<EventFormStep>(1);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What to focus once the step on screen has rendered: the first field with an error, or the heading.
  const focusNext = useRef<'heading' | EventFieldErrors | null>(null);
  const cover = useEventCover(event);
  const { save, saving, isPublished } = useSaveEvent(event, {
    onFieldErrors: (found) => show(found),
    onCoverFailed: cover.failed,
    onCoverUploaded: cover.uploaded,
  });

  useEffect(preloadDescriptionEditor, []);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) focusFirstError(formRef.current, EVENT_FIELDS, target);
  });

  const show = (found: EventFieldErrors) => {
    setErrors(found);
    focusNext.current = found;
    const first = firstStepWithError(found);
    if (first) setStep(first);
  };

  const change: StepFieldsProps['change'] = (key, value, field) => {
    setValues((current) => ({ ...current, [key]: value }));
    const name = field ?? (key as EventField);
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const goTo = (next: EventFormStep) => {
    setStep(next);
    focusNext.current = 'heading';
    formRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const next = (submitted?: FormEvent) => {
    submitted?.preventDefault();
    const found = validateStep1(values);
    if (Object.keys(found).length > 0) {
      show(found);
      return;
    }
    // Problems of step 2 (from the server) stay until their fields change.
    setErrors((current) => Object.fromEntries(STEP2_FIELDS.map((field) => [field, current[field]])));
    goTo(2);
  };

  const submit = (publish: boolean) => {
    const built = buildEventInput(values, publish);
    if (!built.ok) {
      show(built.errors);
      return;
    }
    setErrors({});
    save(built.input, cover.file);
  };

  const errorTexts = Object.fromEntries(
    Object.entries(errors)
      .filter(([, code]) => code)
      .map(([field, code]) => [field, fieldMessage(t, code as string)]),
  ) as Partial<Record<EventField, string>>;
  const fieldProps = { values, change, errors: errorTexts };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={step === 1 ? next : (submitted) => submitted.preventDefault()}
      className="flex scroll-mt-24 flex-col gap-6"
    >
      <StepIndicator current={step} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-on-background text-xl focus:outline-none"
      >
        {t(step === 1 ? 'steps.basicsTitle' : 'steps.detailsTitle')}
      </h2>
      {step === 1 ? (
        <Step1Fields {...fieldProps} />
      ) : (
        <>
          <CoverField
            currentPath={cover.currentPath}
            file={cover.file}
            onChoose={cover.choose}
            onRemove={cover.remove}
            removing={cover.removing}
            error={cover.error ? t(cover.error, { ns: 'fields' }) : errorTexts.cover}
          />
          <Step2Fields {...fieldProps} />
        </>
      )}
      <FormActions
        step={step}
        published={isPublished}
        saving={saving}
        onBack={() => goTo(1)}
        onSave={submit}
      />
    </form>
  );
}
