import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { sessionMe, useSession, useSessionActions } from '../../../lib/session/session-context.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetLinkInvalid } from '../components/reset-link-invalid.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';

/**
 * /reset-password?token=…&type=recovery — the link of the reset mail. A new password ends every
 * session of the account, so a signed-in visitor is signed out here too; then on to /auth to sign in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const { signOut } = useSessionActions();
  const token = params.get('token');
  const usable = Boolean(token) && !params.has('error');
  usePageMeta(t('reset.title'), t('reset.description'));

  const done = async () => {
    if (sessionMe(session)) await signOut();
    toast({ title: t('reset.done.title'), description: t('reset.done.description') });
    navigate('/auth', { replace: true });
  };

  return (
    <AuthCard title={t('reset.title')} lead={usable ? t('reset.lead') : undefined}>
      {usable && token ? (
        <ResetPasswordForm token={token} onDone={() => void done()} />
      ) : (
        <ResetLinkInvalid />
      )}
    </AuthCard>
  );
}
