import { ACCOUNT_LIMITS, signUpSchema } from '@eventos/domain';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { useSignUpEmail } from '../api/sign-up-email.ts';
import { authHref } from '../lib/auth-mode.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { apiFieldErrors } from '../lib/field-errors.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { AuthField } from './auth-field.tsx';
import { CheckEmailNotice } from './check-email-notice.tsx';
import { FormAlert } from './form-alert.tsx';

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
        name="name"
        label={t('form.name')}
        value={form.values.name}
        onChange={form.set('name')}
        error={form.errors.name}
        autoComplete="name"
        maxLength={ACCOUNT_LIMITS.name.max}
      />
      <AuthField
        name="email"
        type="email"
        label={t('form.email')}
        value={form.values.email}
        onChange={form.set('email')}
        error={form.errors.email}
        autoComplete="email"
        maxLength={ACCOUNT_LIMITS.email.max}
      />
      <AuthField
        name="password"
        type="password"
        label={t('form.password')}
        value={form.values.password}
        onChange={form.set('password')}
        error={form.errors.password}
        hint={t('form.passwordHint', { min: ACCOUNT_LIMITS.password.min })}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password.max}
      />
      <AuthField
        name="passwordConfirmation"
        type="password"
        label={t('form.passwordConfirmation')}
        value={form.values.passwordConfirmation}
        onChange={form.set('passwordConfirmation')}
        error={form.errors.passwordConfirmation}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password.max}
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
