import { resetPasswordSchema } from '@eventos/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { ResetLinkInvalid } from './reset-link-invalid.tsx';

const FIELDS = ['newPassword', 'passwordConfirmation'] as const;

/** New password twice; a refused token turns the form into the "ask for a new link" message. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const form = useAuthForm(FIELDS);
  const reset = useResetPassword();

  if (reset.error instanceof ApiError && reset.error.code === 'auth.reset_token_invalid')
    return <ResetLinkInvalid />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = form.validate(resetPasswordSchema, event);
    if (!input) return;
    const element = event.currentTarget;
    reset.mutate(
      { newPassword: input.newPassword, token },
      {
        onSuccess: onDone,
        onError: (error) => {
          const found = apiFieldErrors(error, FIELDS);
          if (found) form.showErrors(element, found);
        },
      },
    );
  };

  const formError = reset.error && !apiFieldErrors(reset.error, FIELDS);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NewPasswordFields
        password={form.bind('newPassword')}
        confirmation={form.bind('passwordConfirmation')}
        label={t('form.newPassword')}
      />
      {formError ? <FormAlert>{describeError(t, reset.error, ['fields'])}</FormAlert> : null}
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
