import { ACCOUNT_LIMITS } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { normaliseUsernameInput, usernameFormatError } from '../lib/username-format.ts';

export type IdentityField = 'firstName' | 'lastName' | 'username' | 'birthDate';
export type IdentityValues = Record<IdentityField, string>;
export const IDENTITY_FIELDS: readonly IdentityField[] = ['firstName', 'lastName', 'username', 'birthDate'];

interface IdentityFieldsProps {
  values: IdentityValues;
  /** Error codes (keys of `fields`) from the last submit. */
  errors: FieldErrors<IdentityField>;
  onChange: (field: IdentityField, value: string) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * First name, last name, username (kept lowercase, its format checked as it is typed) and birth
 * date (native date picker): the fields /complete-profile and /profile/edit share.
 */
export function IdentityFields({ values, errors, onChange }: IdentityFieldsProps) {
  const { t } = useTranslation(['profile', 'fields']);
  const text = (code: string | null | undefined) => (code ? t(code, { ns: 'fields' }) : undefined);
  const usernameError = errors.username ?? usernameFormatError(values.username);

  return (
    <>
      <div className="grid gap-5 tablet:grid-cols-2">
        <TextField
          name="firstName"
          label={t('fields.firstName')}
          value={values.firstName}
          onChange={(v) => onChange('firstName', v)}
          error={text(errors.firstName)}
          autoComplete="given-name"
          autoCapitalize="words"
          dir="auto"
          maxLength={ACCOUNT_LIMITS.firstName.max}
          required
        />
        <TextField
          name="lastName"
          label={t('fields.lastName')}
          value={values.lastName}
          onChange={(v) => onChange('lastName', v)}
          error={text(errors.lastName)}
          autoComplete="family-name"
          autoCapitalize="words"
          dir="auto"
          maxLength={ACCOUNT_LIMITS.lastName.max}
          required
        />
      </div>
      <TextField
        name="username"
        label={t('fields.username')}
        value={values.username}
        onChange={(v) => onChange('username', normaliseUsernameInput(v))}
        error={text(usernameError)}
        hint={t('fields.usernameHint', {
          min: ACCOUNT_LIMITS.username.min,
          max: ACCOUNT_LIMITS.username.max,
        })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        maxLength={ACCOUNT_LIMITS.username.max}
        required
      />
      <TextField
        name="birthDate"
        type="date"
        label={t('fields.birthDate')}
        value={values.birthDate}
        onChange={(v) => onChange('birthDate', v)}
        error={text(errors.birthDate)}
        hint={t('fields.birthDateHint', { age: ACCOUNT_LIMITS.age.min })}
        autoComplete="bday"
        max={today()}
        required
      />
    </>
  );
}
