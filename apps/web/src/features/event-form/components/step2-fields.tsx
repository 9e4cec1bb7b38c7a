import { EVENT_LIMITS } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field.tsx';
import type { StepFieldsProps } from '../lib/form-props.ts';
import { AttendanceFields } from './attendance-fields.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { DescriptionField } from './description-field.tsx';
import { PriceFields } from './price-fields.tsx';
import { TagsInput } from './tags-input.tsx';
import { ToggleField } from './toggle-field.tsx';

/**
 * Step 2 except the cover: summary, description, price and tickets, seats and RSVP deadline, tags,
 * audience, visibility (only private for an event of a private group).
 */
export function Step2Fields({
  values,
  change,
  errors,
  privateGroup = false,
}: StepFieldsProps & { privateGroup?: boolean }) {
  const { t } = useTranslation('step2');
  return (
    <div className="flex flex-col gap-5">
      <TextField
        name="summary"
        label={t('fields.summary')}
        hint={t('fields.summaryHint')}
        value={values.summary}
        onChange={(v) => change('summary', v)}
        error={errors.summary}
        multiline
        rows={2}
        maxLength={EVENT_LIMITS.summary.max}
        dir="auto"
      />
      <DescriptionField
        value={values.description}
        onChange={(html) => change('description', html)}
        error={errors.description}
      />
      <section aria-labelledby="event-form-price" className="flex flex-col gap-4">
        <h3 id="event-form-price" className="font-semibold text-lg text-on-surface">
          {t('sections.price')}
        </h3>
        <PriceFields values={values} change={change} errors={errors} />
        <ToggleField
          name="requiresTickets"
          label={t('fields.requiresTickets')}
          description={t('fields.requiresTicketsHint')}
          checked={values.requiresTickets}
          onChange={(on) => change('requiresTickets', on)}
        />
        {values.requiresTickets ? (
          <TextField
            name="ticketLink"
            label={t('fields.ticketLink')}
            value={values.ticketLink}
            onChange={(v) => change('ticketLink', v)}
            error={errors.ticketLink}
            maxLength={EVENT_LIMITS.link.max}
            autoComplete="url"
            dir="ltr"
            required
          />
        ) : null}
      </section>
      <AttendanceFields values={values} change={change} errors={errors} />
      <TagsInput value={values.tags} onChange={(tags) => change('tags', tags)} error={errors.tags} />
      <TextField
        name="targetAudience"
        label={t('fields.targetAudience')}
        hint={t('fields.targetAudienceHint')}
        value={values.targetAudience}
        onChange={(v) => change('targetAudience', v)}
        error={errors.targetAudience}
        maxLength={EVENT_LIMITS.targetAudience.max}
        dir="auto"
      />
      <ChoiceGroup
        name="visibility"
        layout="cards"
        legend={t('fields.visibility')}
        choices={[
          {
            value: 'public',
            label: t('visibility.public'),
            description: t('visibility.publicHint'),
            disabled: privateGroup,
          },
          {
            value: 'private',
            label: t('visibility.private'),
            description: t(values.groupId ? 'visibility.privateGroupHint' : 'visibility.privateHint'),
          },
        ]}
        value={values.visibility}
        onChange={(v) => change('visibility', v)}
        error={errors.visibility}
        hint={privateGroup ? t('visibility.lockedByGroup') : undefined}
      />
    </div>
  );
}
