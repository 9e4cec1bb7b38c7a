import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { sessionMe, useSession } from '../../../lib/session/session-context.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { NoPasswordNotice } from '../components/no-password-notice.tsx';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';

/**
 * /change-password (signed in): current, new and confirmation. Done → a toast and back to
 * /security-privacy. An account that only signs in with Google or Apple has no current password:
 * it is offered a link by e-mail to create one.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const navigate = useNavigate();
  const me = sessionMe(useSession());
  usePageMeta(t('change.title'), t('change.description'));

  const done = () => {
    toast({ title: t('change.done.title'), description: t('change.done.description') });
    navigate('/security-privacy');
  };

  return (
    <section aria-labelledby="change-password-title" className="flex max-w-xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="change-password-title" className="font-bold text-3xl text-on-background tracking-tight">
          {t('change.title')}
        </h1>
        <p className="text-on-surface-variant">{t('change.lead')}</p>
      </header>
      {me && !me.providers.includes('credential') ? (
        <NoPasswordNotice email={me.profile.email} />
      ) : (
        <ChangePasswordForm onDone={done} />
      )}
    </section>
  );
}
