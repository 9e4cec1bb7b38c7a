import { CalendarPlus, TableProperties } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { OrganizingNumbers } from '../../organizer-stats/components/organizing-numbers.tsx';
import { OrganizingTabs } from '../components/organizing-tabs.tsx';

/** /organizing — the events I organise by state, with going / capacity / check-in counts. */
export function OrganizingPage() {
  const { t } = useTranslation('participating');
  usePageMeta(t('organizing.documentTitle'), t('organizing.lead'));

  return (
    <section aria-labelledby="organizing-title" className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 id="organizing-title" className="font-bold text-3xl text-on-background tracking-tight">
            {t('organizing.title')}
          </h1>
          <p className="text-on-surface-variant">{t('organizing.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/organizing/manage" className={buttonClasses('outline')}>
            <TableProperties aria-hidden="true" className="size-4" />
            {t('organizing.manageAll')}
          </Link>
          <Link to="/events/create" className={buttonClasses('primary')}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('organizing.create')}
          </Link>
        </div>
      </header>
      <OrganizingNumbers />
      <OrganizingTabs />
    </section>
  );
}
