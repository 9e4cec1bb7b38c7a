import { ACCOUNT_LIMITS } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import type { BoundField } from '../lib/use-auth-form.ts';
import { AuthField } from './auth-field.tsx';

/** A new password (with the length hint) and its confirmation: sign-up, reset and change. */
export function NewPasswordFields({
  password,
  confirmation,
  label,
}: {
  password: BoundField;
  confirmation: BoundField;
  label: string;
}) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  return (
    <>
      <AuthField
        {...password}
        type="password"
        label={label}
        hint={t('form.passwordHint', { min: ACCOUNT_LIMITS.password.min })}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password.max}
      />
      <AuthField
        {...confirmation}
        type="password"
        label={t('form.passwordConfirmation')}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password.max}
      />
    </>
  );
}
