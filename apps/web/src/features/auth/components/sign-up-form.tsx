import { ACCOUNT_LIMITS, signUpSchema } from '@eventos/domain';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useSignUpEmail } from '../api/sign-up-email.ts';
import { authHref } from '../lib/auth-mode.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { AuthField } from './auth-field.tsx';
import { CheckEmailNotice } from './check-email-notice.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const FIELDS = ['name', 'email', 'password', 'passwordConfirmation'] as const;

/**
 * Name, e-mail and password. The answer is the same whether or not the address already has an
 * account: "check your e-mail" (the link in it confirms the account, which can then sign in).
 */
export function SignUpForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const form = useAuthForm(FIELDS);
  const signUp = useSignUpEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <CheckEmailNotice
        title={t('signUp.sent.title')}
        action={
          <Link to={authHref('signin', redirect)} className={buttonClasses('outline-on-tint')}>
            {t('signUp.sent.toSignIn')}
          </Link>
        }
      >
        <p>{t('signUp.sent.text', { email: sentTo })}</p>
        <p>{t('signUp.sent.spam')}</p>
      </CheckEmailNotice>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = form.validate(signUpSchema, event);
    if (!input) return;
    const element = event.currentTarget;
    const { name, email, password } = input;
    signUp.mutate(
      { name, email, password, callbackURL: authHref('signin', redirect) },
      {
        onSuccess: () => setSentTo(email),
        onError: (error) => {
          const found = apiFieldErrors(error, FIELDS);
          if (found) form.showErrors(element, found);
        },
      },
    );
  };

  const formError = signUp.error && !apiFieldErrors(signUp.error, FIELDS);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('signUp.title')}>
      <AuthField
        {...form.bind('name')}
        label={t('form.name')}
        autoComplete="name"
        maxLength={ACCOUNT_LIMITS.name.max}
      />
      <AuthField
        {...form.bind('email')}
        type="email"
        label={t('form.email')}
        autoComplete="email"
        maxLength={ACCOUNT_LIMITS.email.max}
      />
      <NewPasswordFields
        password={form.bind('password')}
        confirmation={form.bind('passwordConfirmation')}
        label={t('form.password')}
      />
      <p className="text-on-surface-variant text-xs">
        {t('signUp.legal')}{' '}
        <a href="/terms" target="_blank" rel="noopener" className="text-primary underline">
          {t('consent.documents.terms')}
        </a>
        {' · '}
        <a href="/privacy" target="_blank" rel="noopener" className="text-primary underline">
          {t('consent.documents.privacy')}
        </a>
      </p>
      {formError ? <FormAlert>{describeError(t, signUp.error, ['fields'])}</FormAlert> : null}
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
