import { ACCOUNT_LIMITS, changePasswordFormSchema } from '@eventos/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { AuthField } from './auth-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const FIELDS = ['currentPassword', 'newPassword', 'passwordConfirmation'] as const;

/** The password change form; 'Senha atual incorreta' shows beside the current password. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const form = useAuthForm(FIELDS);
  const [revokeOthers, setRevokeOthers] = useState(true);
  const change = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = form.validate(changePasswordFormSchema, event);
    if (!input) return;
    const element = event.currentTarget;
    change.mutate(
      {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: revokeOthers,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const found = apiFieldErrors(error, FIELDS);
          if (found) form.showErrors(element, found);
        },
      },
    );
  };

  const formError = change.error && !apiFieldErrors(change.error, FIELDS);

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="change-password-title"
    >
      <AuthField
        {...form.bind('currentPassword')}
        type="password"
        label={t('form.currentPassword')}
        autoComplete="current-password"
        maxLength={ACCOUNT_LIMITS.password.max}
      />
      <NewPasswordFields
        password={form.bind('newPassword')}
        confirmation={form.bind('passwordConfirmation')}
        label={t('form.newPassword')}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-on-surface text-sm">
        <input
          type="checkbox"
          name="revokeOtherSessions"
          checked={revokeOthers}
          onChange={(event) => setRevokeOthers(event.target.checked)}
          className="size-5 accent-primary"
        />
        {t('change.revokeOthers')}
      </label>
      {formError ? <FormAlert>{describeError(t, change.error, ['fields'])}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('change.submitting') : t('change.submit')}
        </Button>
        <Link to="/security-privacy" className={buttonClasses('ghost')}>
          {t('change.cancel')}
        </Link>
      </div>
    </form>
  );
}
