import { BROADCAST_AUDIENCES, BROADCAST_ROLES } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import { TextField } from '../../../ui/text-field.tsx';
import type { BroadcastFormValues } from '../lib/broadcast-form-values.ts';

interface AudienceFieldsProps {
  values: BroadcastFormValues;
  onChange: (patch: Partial<BroadcastFormValues>) => void;
  errorText: (field: 'audience' | 'role' | 'username') => string | undefined;
}

/** Who receives it: everyone, everyone with one role, or one person by username. */
export function AudienceFields({ values, onChange, errorText }: AudienceFieldsProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const roleId = `${id}-role`;
  const audienceError = errorText('audience');
  const roleError = errorText('role');
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={fieldDescribedBy(`${id}-audience`, audienceError)}
    >
      <legend className="mb-1.5 font-medium text-on-surface text-sm">{t('broadcast.form.audience')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {BROADCAST_AUDIENCES.map((audience) => (
          <label
            key={audience}
            className="flex min-h-11 cursor-pointer items-center gap-2 text-on-surface text-sm"
          >
            <input
              type="radio"
              name="audience"
              value={audience}
              checked={values.audience === audience}
              onChange={() => onChange({ audience })}
              className="size-4 accent-primary"
            />
            {t(`broadcast.form.audiences.${audience}`)}
          </label>
        ))}
      </div>
      <FieldMessages id={`${id}-audience`} error={audienceError} />
      {values.audience === 'role' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={roleId} className="font-medium text-on-surface text-sm">
            {t('broadcast.form.role')}
          </label>
          <select
            id={roleId}
            name="role"
            value={values.role}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={fieldDescribedBy(roleId, roleError)}
            onChange={(event) => onChange({ role: event.target.value as BroadcastFormValues['role'] })}
            className={controlClasses(Boolean(roleError))}
          >
            {BROADCAST_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`broadcast.form.roles.${role}`)}
              </option>
            ))}
          </select>
          <FieldMessages id={roleId} error={roleError} />
        </div>
      ) : null}
      {values.audience === 'user' ? (
        <TextField
          required
          name="username"
          label={t('broadcast.form.username')}
          hint={t('broadcast.form.usernameHint')}
          value={values.username}
          onChange={(username) => onChange({ username })}
          error={errorText('username')}
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
        />
      ) : null}
    </fieldset>
  );
}
