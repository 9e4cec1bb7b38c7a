import { ACCOUNT_LIMITS, signInSchema } from '@eventos/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../lib/forms/field-errors.ts';
import { useSessionActions } from '../../../lib/session/session-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useSignInEmail } from '../api/sign-in-email.ts';
import { authHref } from '../lib/auth-mode.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { AuthField } from './auth-field.tsx';

const FIELDS = ['email', 'password'] as const;

/**
 * E-mail and password. On success the session is read again and /auth moves on to the remembered
 * page; a refusal shows the problem's text (wrong credentials, e-mail not confirmed, too many tries).
 */
export function SignInForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const form = useAuthForm(FIELDS);
  const signIn = useSignInEmail();
  const { refresh } = useSessionActions();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = form.validate(signInSchema, event);
    if (!input) return;
    const element = event.currentTarget;
    signIn.mutate(input, {
      onSuccess: () => void refresh(),
      onError: (error) => {
        const found = apiFieldErrors(error, FIELDS);
        if (found) form.showErrors(element, found);
      },
    });
  };

  const formError = signIn.error && !apiFieldErrors(signIn.error, FIELDS);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('signIn.title')}>
      <AuthField
        {...form.bind('email')}
        type="email"
        label={t('form.email')}
        autoComplete="username"
        maxLength={ACCOUNT_LIMITS.email.max}
      />
      <AuthField
        {...form.bind('password')}
        type="password"
        label={t('form.password')}
        autoComplete="current-password"
        maxLength={ACCOUNT_LIMITS.password.max}
      />
      <Link
        to={authHref('forgot', redirect)}
        className="self-end font-medium text-primary text-sm underline-offset-4 hover:underline"
      >
        {t('signIn.forgot')}
      </Link>
      {formError ? <FormAlert>{describeError(t, signIn.error, ['fields'])}</FormAlert> : null}
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
