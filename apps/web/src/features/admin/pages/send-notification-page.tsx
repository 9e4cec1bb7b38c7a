import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useBroadcasts } from '../api/use-broadcasts.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AdminSection } from '../components/admin-section.tsx';
import { BroadcastForm } from '../components/broadcast-form.tsx';
import { BroadcastList } from '../components/broadcast-list.tsx';
import { BroadcastProgress } from '../components/broadcast-progress.tsx';

/** /admin/send-notification — write a notification, choose who gets it, follow it as it goes out. */
export function SendNotificationPage() {
  const { t } = useTranslation('admin');
  const [sentId, setSentId] = useState<string | null>(null);
  const broadcasts = useBroadcasts();
  usePageMeta(t('broadcast.pageTitle'), t('broadcast.lead'));

  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('broadcast.pageTitle')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('broadcast.lead')}</p>
      </header>
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <AdminSection id="broadcast-form-title" title={t('broadcast.formTitle')}>
          <BroadcastForm onSent={(status) => setSentId(status.id)} />
        </AdminSection>
        <div className="flex flex-col gap-6">
          {sentId ? <BroadcastProgress key={sentId} id={sentId} /> : null}
          <AdminSection id="broadcast-recent-title" title={t('broadcast.recent.title')}>
            <BroadcastList broadcasts={broadcasts.data} error={broadcasts.error} />
          </AdminSection>
        </div>
      </div>
    </AdminLayout>
  );
}
