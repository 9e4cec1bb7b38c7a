import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { OrganizingTabs } from '../components/organizing-tabs.tsx';
import { ParticipatingTabs } from '../components/participating-tabs.tsx';
import { SegmentedTabs } from '../components/segmented-tabs.tsx';
import { MAIN_TABS, type MainTab, mainTabOf } from '../lib/main-tab.ts';

/** /participating?mainTab=participating|organizing — my events, as a guest and as an organiser. */
export function ParticipatingPage() {
  const { t } = useTranslation('participating');
  usePageMeta(t('participating.documentTitle'), t('participating.lead'));
  const [params, setParams] = useSearchParams();
  const tab = mainTabOf(params.get('mainTab'));

  const select = (next: MainTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('mainTab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="participating-title" className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="participating-title" className="font-bold text-3xl text-on-background tracking-tight">
          {t('participating.title')}
        </h1>
        <p className="text-on-surface-variant">{t('participating.lead')}</p>
      </header>
      <SegmentedTabs
        label={t('participating.tabs.label')}
        value={tab}
        onValueChange={select}
        tabs={MAIN_TABS.map((value) => ({ value, label: t(`participating.tabs.${value}`) }))}
        panel={(value) => (value === 'organizing' ? <OrganizingTabs /> : <ParticipatingTabs />)}
      />
    </section>
  );
}
