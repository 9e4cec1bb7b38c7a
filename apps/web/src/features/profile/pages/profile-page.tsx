import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { Card } from '../../../ui/card.tsx';
import { MySponsorshipsSlot } from '../../sponsorships/components/my-sponsorships-slot.tsx';
import { useMe } from '../api/use-me.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { LoadState } from '../components/load-state.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileIncompleteNotice } from '../components/profile-incomplete-notice.tsx';

/** /profile — the signed-in user's own profile, with the private e-mail and the account pages. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { me, error, refetch } = useMe();
  usePageMeta(t('profile.title'), t('profile.description'));

  if (!me) return <LoadState error={error} onRetry={() => void refetch()} />;
  const { profile } = me;

  return (
    <section aria-labelledby="profile-title" className="flex max-w-3xl flex-col gap-6">
      <h1 id="profile-title" className="font-bold text-3xl text-on-background tracking-tight">
        {t('profile.title')}
      </h1>
      {profile.complete ? null : <ProfileIncompleteNotice />}
      <Card className="p-6">
        <ProfileHeader person={profile} />
        <dl className="mt-6 border-outline-variant border-t pt-4">
          <dt className="font-medium text-on-surface text-sm">{t('profile.email')}</dt>
          <dd className="break-all text-on-surface">
            <span dir="ltr">{profile.email}</span>
          </dd>
          <dd className="mt-1 flex items-center gap-1.5 text-on-surface-variant text-sm">
            <Lock aria-hidden="true" className="size-3.5 shrink-0" />
            {t('profile.emailPrivate')}
          </dd>
        </dl>
      </Card>
      <MySponsorshipsSlot />
      <AccountLinks username={profile.username} hasPassword={me.providers.includes('credential')} />
    </section>
  );
}
