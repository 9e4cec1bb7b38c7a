import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { safeRedirect } from '../../../lib/session/safe-redirect.ts';
import { useMe } from '../api/use-me.ts';
import { CompleteProfileForm } from '../components/complete-profile-form.tsx';
import { LoadState } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';

/** /complete-profile — the step between signing in and pages that need a complete profile. */
export function CompleteProfilePage() {
  const { t } = useTranslation('profile');
  const { me, error, refetch } = useMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  usePageMeta(t('complete.title'), t('complete.lead'));

  if (!me) return <LoadState error={error} onRetry={() => void refetch()} />;
  if (me.profile.complete) return <Navigate to={target} replace />;

  return (
    <section aria-labelledby="complete-profile-title">
      <PageHeading id="complete-profile-title" title={t('complete.title')} lead={t('complete.lead')} />
      {/* Sent here by a guard on the way to another page (spec §8 'Profile incomplete'). */}
      {params.has('redirect') ? (
        <p className="mb-4 rounded-xl bg-secondary-container px-4 py-3 text-on-secondary-container text-sm">
          {t('incomplete.title')}
        </p>
      ) : null}
      <CompleteProfileForm profile={me.profile} onDone={() => navigate(target, { replace: true })} />
    </section>
  );
}
