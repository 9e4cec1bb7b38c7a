import { EVENT_LIMITS, EVENT_TYPES, type EventType, localDateValue } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { DateTimePicker, type DateTimePickerLabels } from '../../../ui/date-time-picker.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { EVENT_TIME_ZONE } from '../../events/lib/format-event-date.ts';
import type { StepFieldsProps } from '../lib/form-props.ts';
import { suggestedEnd } from '../lib/suggested-end.ts';
import { CategoryField } from './category-field.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { VenuePicker } from './venue-picker.tsx';

/** Step 1: name, category, subcategory, start and end, format, venue and access link. */
export function Step1Fields({ values, change, errors }: StepFieldsProps) {
  const { t } = useTranslation('step1');
  const pickerLabels: DateTimePickerLabels = {
    date: t('picker.date'),
    hour: t('picker.hour'),
    minute: t('picker.minute'),
    quickTimes: t('picker.quickTimes'),
    now: t('picker.now'),
  };
  const today = localDateValue(new Date(), EVENT_TIME_ZONE);
  const withVenue = values.eventType !== 'online';
  const withLink = values.eventType !== 'presencial';

  return (
    <div className="flex flex-col gap-5">
      <TextField
        name="name"
        label={t('fields.name')}
        value={values.name}
        onChange={(v) => change('name', v)}
        error={errors.name}
        maxLength={EVENT_LIMITS.name.max}
        required
        dir="auto"
      />
      <div className="grid gap-5 tablet:grid-cols-2">
        <CategoryField
          value={values.category}
          onChange={(v) => change('category', v)}
          error={errors.category}
        />
        <TextField
          name="subcategory"
          label={t('fields.subcategory')}
          hint={t('fields.subcategoryHint')}
          value={values.subcategory}
          onChange={(v) => change('subcategory', v)}
          error={errors.subcategory}
          maxLength={EVENT_LIMITS.subcategory.max}
          dir="auto"
        />
      </div>
      <div className="grid gap-5 desktop:grid-cols-2">
        <DateTimePicker
          name="startDatetime"
          label={t('fields.start')}
          mode="datetime"
          value={values.start}
          onChange={(start) => {
            change('start', start, 'startDatetime');
            const end = suggestedEnd(values.start, start, values.end);
            if (end !== values.end) change('end', end, 'endDatetime');
          }}
          labels={pickerLabels}
          error={errors.startDatetime}
          min={today}
          timeZone={EVENT_TIME_ZONE}
          hint={t('picker.timeZone')}
        />
        <DateTimePicker
          name="endDatetime"
          label={t('fields.end')}
          mode="datetime"
          value={values.end}
          onChange={(end) => change('end', end, 'endDatetime')}
          labels={pickerLabels}
          error={errors.endDatetime}
          min={values.start.slice(0, 10) || today}
          timeZone={EVENT_TIME_ZONE}
          hint={t('picker.timeZone')}
        />
      </div>
      <ChoiceGroup<EventType>
        name="eventType"
        legend={t('fields.eventType')}
        choices={EVENT_TYPES.map((type) => ({ value: type, label: t(`eventType.${type}`) }))}
        value={values.eventType}
        onChange={(v) => change('eventType', v)}
        error={errors.eventType}
      />
      {withVenue ? (
        <VenuePicker
          value={values.venue}
          onChange={(venue) => change('venue', venue, 'locationId')}
          error={errors.locationId}
        />
      ) : null}
      {withLink ? (
        <TextField
          name="accessLink"
          label={t('fields.accessLink')}
          hint={t('fields.accessLinkHint')}
          value={values.accessLink}
          onChange={(v) => change('accessLink', v)}
          error={errors.accessLink}
          maxLength={EVENT_LIMITS.link.max}
          autoComplete="url"
          dir="ltr"
        />
      ) : null}
    </div>
  );
}
