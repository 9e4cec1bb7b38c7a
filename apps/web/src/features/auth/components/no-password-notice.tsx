import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';

/** An account without a password (Google or Apple only): a link by e-mail creates one. */
export function NoPasswordNotice({ email }: { email: string }) {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-xl bg-success-container px-4 py-3 text-on-success-container">
        {t('forgot.sent.text', { email })}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-on-surface">{t('change.noPassword')}</p>
      {request.error ? <FormAlert>{describeError(t, request.error, ['fields'])}</FormAlert> : null}
      <Button onClick={() => request.mutate(email)} disabled={request.isPending}>
        {request.isPending ? t('forgot.submitting') : t('change.sendLink')}
      </Button>
    </div>
  );
}
