import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { safeRedirect } from '../../../lib/session/safe-redirect.ts';
import { useAccountName } from '../api/use-account-name.ts';
import { useMe } from '../api/use-me.ts';
import { CompleteProfileForm } from '../components/complete-profile-form.tsx';
import { LoadState } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { splitFullName } from '../lib/person-name.ts';

/** /complete-profile — the step between signing in and pages that need a complete profile. */
export function CompleteProfilePage() {
  const { t } = useTranslation('profile');
  const { me, error, refetch } = useMe();
  // With no name yet, the one typed at sign-up fills the form in.
  const unnamed = Boolean(me && !me.profile.complete && !me.profile.firstName && !me.profile.lastName);
  const account = useAccountName(unnamed);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  usePageMeta(t('complete.title'), t('complete.lead'));

  if (!me) return <LoadState error={error} onRetry={() => void refetch()} />;
  if (me.profile.complete) return <Navigate to={target} replace />;
  if (!account.settled) return <LoadState error={null} />;

  return (
    <section aria-labelledby="complete-profile-title">
      <PageHeading id="complete-profile-title" title={t('complete.title')} lead={t('complete.lead')} />
      {/* Sent here by a guard on the way to another page (spec §8 'Profile incomplete'). */}
      {params.has('redirect') ? (
        <p className="mb-4 rounded-xl bg-secondary-container px-4 py-3 text-on-secondary-container text-sm">
          {t('incomplete.title')}
        </p>
      ) : null}
      <CompleteProfileForm
        profile={me.profile}
        suggestedName={splitFullName(account.name)}
        onDone={() => navigate(target, { replace: true })}
      />
    </section>
  );
}
