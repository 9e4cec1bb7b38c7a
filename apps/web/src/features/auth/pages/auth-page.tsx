import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { safeRedirect } from '../../../lib/session/safe-redirect.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthModeSwitch } from '../components/auth-mode-switch.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { OAuthButtons } from '../components/oauth-buttons.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { authModeFrom } from '../lib/auth-mode.ts';
import { AUTH_NAMESPACES } from '../lib/auth-namespaces.ts';
import { recoveryTarget } from '../lib/recovery-link.ts';
import { useLoginFailedToast } from '../lib/use-login-failed-toast.ts';

const TITLES = { signin: 'signIn', signup: 'signUp', forgot: 'forgot' } as const;

/**
 * /auth (spec §2, §4): sign in, sign up (`?mode=signup`) or ask for a reset link (`?mode=forgot`).
 * A signed-in user goes on to the remembered `?redirect=` (this site's paths only) or /events; a
 * recovery link that came back here (`#recovery`) goes on to /reset-password.
 */
export function AuthPage() {
  const { t } = useTranslation(AUTH_NAMESPACES);
  const session = useSession();
  const { search, hash } = useLocation();
  const [params] = useSearchParams();
  const mode = authModeFrom(params);
  const redirect = params.get('redirect');
  const key = TITLES[mode];
  usePageMeta(t(`${key}.title`), t(`${key}.description`));
  useLoginFailedToast();

  const recovery = recoveryTarget(search, hash);
  if (recovery) return <Navigate to={recovery} replace />;
  if (session.status === 'authenticated') return <Navigate to={safeRedirect(redirect)} replace />;
  if (session.status === 'loading') {
    return (
      <div role="status" aria-label={t('page.checking')} className="flex justify-center py-16">
        <Spinner size="lg" />
      </div>
    );
  }

  return (
    <AuthCard title={t(`${key}.title`)} lead={t(`${key}.lead`)}>
      {mode === 'forgot' ? null : <AuthModeSwitch mode={mode} redirect={redirect} />}
      {/* The e-mail confirmation link comes back with ?error= when it is wrong or too old. */}
      {mode === 'signin' && params.has('error') ? <FormAlert>{t('signIn.linkInvalid')}</FormAlert> : null}
      {/* Sent here by a guard (spec §8 'Login required'). */}
      {mode === 'signin' && redirect && !params.has('error') ? (
        <p className="rounded-xl bg-secondary-container px-4 py-3 text-on-secondary-container text-sm">
          {t('auth.login_required', { ns: 'fields' })}
        </p>
      ) : null}
      {mode === 'signin' ? <SignInForm redirect={redirect} /> : null}
      {mode === 'signup' ? <SignUpForm redirect={redirect} /> : null}
      {mode === 'forgot' ? <ForgotPasswordForm redirect={redirect} /> : null}
      {mode === 'forgot' ? null : <OAuthButtons redirect={redirect} />}
    </AuthCard>
  );
}
