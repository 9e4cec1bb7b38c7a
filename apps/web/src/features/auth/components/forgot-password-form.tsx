import { ACCOUNT_LIMITS, forgotPasswordSchema } from '@eventos/domain';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { authHref } from '../lib/auth-mode.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { AuthField } from './auth-field.tsx';
import { CheckEmailNotice } from './check-email-notice.tsx';

const FIELDS = ['email'] as const;

/**
 * Asks for a reset link; says the same whether or not the address has an account. The card's lead
 * above already says what to type, so the form does not repeat it.
 */
export function ForgotPasswordForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const form = useAuthForm(FIELDS);
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const back = (
    <Link to={authHref('signin', redirect)} className={buttonClasses('outline-on-tint')}>
      {t('forgot.back')}
    </Link>
  );

  if (sentTo) {
    return (
      <CheckEmailNotice title={t('forgot.sent.title')} action={back}>
        <p>{t('forgot.sent.text', { email: sentTo })}</p>
        <p>{t('signUp.sent.spam')}</p>
      </CheckEmailNotice>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = form.validate(forgotPasswordSchema, event);
    if (!input) return;
    const element = event.currentTarget;
    request.mutate(input.email, {
      onSuccess: () => setSentTo(input.email),
      onError: (error) => {
        const found = apiFieldErrors(error, FIELDS);
        if (found) form.showErrors(element, found);
      },
    });
  };

  const formError = request.error && !apiFieldErrors(request.error, FIELDS);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('forgot.title')}>
      <AuthField
        {...form.bind('email')}
        type="email"
        label={t('form.email')}
        autoComplete="email"
        maxLength={ACCOUNT_LIMITS.email.max}
      />
      {formError ? <FormAlert>{describeError(t, request.error, ['fields'])}</FormAlert> : null}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <Link
        to={authHref('signin', redirect)}
        className="self-center font-medium text-primary text-sm underline-offset-4 hover:underline"
      >
        {t('forgot.back')}
      </Link>
    </form>
  );
}
