import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useMe } from '../api/use-me.ts';
import { ActiveSessionsSection } from '../components/active-sessions-section.tsx';
import { ConsentsSection } from '../components/consents-section.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { LoadState } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PrivacySection } from '../components/privacy-section.tsx';
import { SignInMethodsSection } from '../components/sign-in-methods-section.tsx';

/** /security-privacy — devices, sign-in methods, privacy, accepted documents and account deletion. */
export function SecurityPrivacyPage() {
  const { t } = useTranslation('profile');
  const { me, error, refetch } = useMe();
  usePageMeta(t('security.title'), t('security.lead'));

  if (!me) return <LoadState error={error} onRetry={() => void refetch()} />;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading id="security-title" title={t('security.title')} lead={t('security.lead')} />
      <ActiveSessionsSection />
      <SignInMethodsSection providers={me.providers} />
      <PrivacySection settings={me.privacy} />
      <ConsentsSection pending={me.pendingConsents} />
      <DeleteAccountSection username={me.profile.username} />
    </div>
  );
}
