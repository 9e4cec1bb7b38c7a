import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { PwaStatsView } from '../console/components/pwa-stats-view.tsx';

/** /admin/pwa-stats — installs and use of the app from the anonymous daily beacon. */
export function PwaStatsPage() {
  const { t } = useTranslation('adminConsole');
  usePageMeta(t('pwa.title'), t('pwa.lead'));
  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('pwa.title')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('pwa.lead')}</p>
      </header>
      <p className="flex max-w-prose items-start gap-3 rounded-2xl bg-secondary-container p-4 text-on-secondary-container text-sm">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        {t('pwa.privacy')}
      </p>
      <PwaStatsView />
    </AdminLayout>
  );
}
