import type { EventDetail, EventInput } from '@eventos/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '../../../lib/forms/field-errors.ts';
import { useManagedGroups } from '../api/use-managed-groups.ts';
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
import { eventGroupId, organizerChoices } from '../lib/organizer-choices.ts';
import { useEventCover } from '../lib/use-event-cover.ts';
import { useSaveEvent } from '../lib/use-save-event.ts';
import { buildEventInput, validateStep1 } from '../lib/validate-event-form.ts';
import { CoverField } from './cover-field.tsx';
import { preloadDescriptionEditor } from './description-field.tsx';
import { FormActions } from './form-actions.tsx';
import { OrganizerField } from './organizer-field.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { Step1Fields } from './step1-fields.tsx';
import { Step2Fields } from './step2-fields.tsx';

interface EventFormProps {
  event: EventDetail | null;
  /** A new event's group chosen before the form opened (/events/create?groupId=…). */
  initialGroupId?: string | null;
  /** A new event's name and description carried in the address (/events/create?draftName=…). */
  initialDraft?: Partial<Pick<EventFormValues, 'name' | 'description'>>;
}

/** The body to send: an edit leaves the organiser out unless the person changed it. */
function withOrganizerChange(input: EventInput, event: EventDetail | null): EventInput {
  if (!event || input.groupId !== eventGroupId(event)) return input;
  const { groupId: _unchanged, ...rest } = input;
  return rest;
}

/**
 * The two-step event form (create and edit). "Próximo" checks step 1 before step 2 shows; saving
 * checks both and goes back to the step with the first problem, as it does for problems the
 * server finds. What was typed stays through both steps and any failed save. People who run groups
 * choose first who organises the event; a private group's event is private.
 */
export function EventForm({ event, initialGroupId = null, initialDraft }: EventFormProps) {
  const { t } = useTranslation(['step1', 'step2', 'fields']);
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? eventToFormValues(event) : { ...EMPTY_EVENT_FORM, ...initialDraft, groupId: initialGroupId },
  );
  const managed = useManagedGroups();
  const groups = organizerChoices(managed.data, event);
  const chosenGroup = groups.find((group) => group.id === values.groupId);
  const privateGroup = chosenGroup?.visibility === 'private';
  // The visibility chosen before a private group made the event private, given back on leaving it.
  const visibilityBefore = useRef(values.visibility);
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

  // A group asked for in the address that the person does not run (or no longer): the event is theirs.
  const unknownGroup = managed.isFetched && values.groupId !== null && !chosenGroup;
  useEffect(() => {
    if (unknownGroup) setValues((current) => ({ ...current, groupId: null }));
  }, [unknownGroup]);

  // A private group's event is private (the server makes it so too).
  useEffect(() => {
    if (privateGroup && values.visibility !== 'private')
      setValues((current) => ({ ...current, visibility: 'private' }));
  }, [privateGroup, values.visibility]);

  const chooseOrganizer = (groupId: string | null) => {
    const next = groups.find((group) => group.id === groupId);
    if (next?.visibility === 'private' && !privateGroup) visibilityBefore.current = values.visibility;
    setValues((current) => ({
      ...current,
      groupId,
      visibility:
        next?.visibility !== 'private' && privateGroup ? visibilityBefore.current : current.visibility,
    }));
  };

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
    save(withOrganizerChange(built.input, event), cover.file);
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
        <>
          {groups.length > 0 ? (
            <OrganizerField groups={groups} value={values.groupId} onChange={chooseOrganizer} />
          ) : null}
          <Step1Fields {...fieldProps} />
        </>
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
          <Step2Fields {...fieldProps} privateGroup={privateGroup} />
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
