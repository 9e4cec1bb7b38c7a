import { ROLES, type Role } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../../ui/field-messages.tsx';

interface RoleChoiceFieldProps {
  value: Role;
  onChange: (role: Role) => void;
  error?: string | undefined;
}

/** The role to give: user, moderator (the reports queue only) or administrator, each explained. */
export function RoleChoiceField({ value, onChange, error }: RoleChoiceFieldProps) {
  const { t } = useTranslation('adminConsole');
  const id = `${useId()}-role`;
  return (
    <fieldset
      aria-describedby={fieldDescribedBy(id, error)}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1.5 font-medium text-on-surface text-sm">{t('permissions.dialog.role')}</legend>
      <div className="flex flex-col gap-1">
        {ROLES.map((role) => (
          <label
            key={role}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-2 py-2 text-on-surface hover:bg-on-surface/4"
          >
            <input
              type="radio"
              name="role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span className="flex flex-col">
              <span className="font-medium">{t(`roles.${role}.name`)}</span>
              <span className="text-on-surface-variant text-sm">{t(`roles.${role}.explain`)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
