import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { Card } from '../../../ui/card.tsx';
import { useMe } from '../api/use-me.ts';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import { LoadState } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileEditForm } from '../components/profile-edit-form.tsx';

/** /profile/edit — change the photo and the profile's fields. */
export function ProfileEditPage() {
  const { t } = useTranslation('profile');
  const { me, error, refetch } = useMe();
  usePageMeta(t('edit.title'), t('edit.lead'));

  if (!me) return <LoadState error={error} onRetry={() => void refetch()} />;

  return (
    <section aria-labelledby="profile-edit-title" className="flex max-w-2xl flex-col gap-6">
      <PageHeading id="profile-edit-title" title={t('edit.title')} lead={t('edit.lead')} />
      <Card className="p-6">
        <AvatarEditor profile={me.profile} />
      </Card>
      <Card className="p-6">
        <ProfileEditForm profile={me.profile} />
      </Card>
      <Link
        to="/profile"
        className="inline-flex min-h-11 items-center gap-2 self-start text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('edit.back')}
      </Link>
    </section>
  );
}
