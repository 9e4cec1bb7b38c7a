import { EVENT_CAPACITY_LIMITS, localDateValue } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { DateTimePicker, type DateTimePickerLabels } from '../../../ui/date-time-picker.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { EVENT_TIME_ZONE } from '../../events/lib/format-event-date.ts';
import type { StepFieldsProps } from '../lib/form-props.ts';

/**
 * Seats and the RSVP deadline, both optional: an empty capacity is no limit (when the seats are
 * taken, new RSVPs join the waitlist); an empty deadline accepts RSVPs until the event ends.
 */
export function AttendanceFields({ values, change, errors }: StepFieldsProps) {
  const { t, i18n } = useTranslation(['step2', 'step1']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const pickerLabels: DateTimePickerLabels = {
    date: t('step1:picker.date'),
    hour: t('step1:picker.hour'),
    minute: t('step1:picker.minute'),
    quickTimes: t('step1:picker.quickTimes'),
    now: t('step1:picker.now'),
  };
  const number = (n: number) => new Intl.NumberFormat(language).format(n);

  return (
    <section aria-labelledby="event-form-attendance" className="flex flex-col gap-4">
      <h3 id="event-form-attendance" className="font-semibold text-lg text-on-surface">
        {t('sections.attendance')}
      </h3>
      <TextField
        name="capacity"
        label={t('fields.capacity')}
        hint={t('fields.capacityHint', {
          min: number(EVENT_CAPACITY_LIMITS.min),
          max: number(EVENT_CAPACITY_LIMITS.max),
        })}
        value={values.capacity}
        onChange={(v) => change('capacity', v)}
        error={errors.capacity}
        maxLength={9}
        autoComplete="off"
        inputMode="numeric"
        dir="ltr"
      />
      <DateTimePicker
        name="rsvpDeadline"
        label={t('fields.rsvpDeadline')}
        mode="datetime"
        value={values.rsvpDeadline}
        onChange={(deadline) => change('rsvpDeadline', deadline)}
        labels={pickerLabels}
        error={errors.rsvpDeadline}
        min={localDateValue(new Date(), EVENT_TIME_ZONE)}
        timeZone={EVENT_TIME_ZONE}
        hint={t('fields.rsvpDeadlineHint')}
      />
    </section>
  );
}
