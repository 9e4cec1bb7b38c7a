import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { SegmentedTabs } from '../../participating/components/segmented-tabs.tsx';
import { FollowingTab } from '../components/following/following-tab.tsx';
import { FriendsTab } from '../components/friends/friends-tab.tsx';
import { TimelineTab } from '../components/timeline/timeline-tab.tsx';
import { SOCIAL_TABS, type SocialTab, socialTabOf } from '../lib/social-tab.ts';

/** Every namespace the tabs use, loaded together so nothing suspends halfway. */
const NAMESPACES = ['social', 'people', 'eventDetails', 'groups', 'events', 'categories', 'fields'] as const;

const PANELS: Record<SocialTab, () => React.JSX.Element> = {
  timeline: TimelineTab,
  friends: FriendsTab,
  seguindo: FollowingTab,
};

/**
 * /social?tab=timeline|friends|seguindo — the social hub. The tab lives in the address, so the
 * bottom navigation's entries open their tab and Back returns to the tab seen before.
 */
export function SocialPage() {
  const { t } = useTranslation(NAMESPACES);
  usePageMeta(t('page.documentTitle'), t('page.lead'));
  const [params, setParams] = useSearchParams();
  const tab = socialTabOf(params.get('tab'));
  // The tab last asked for: a click both presses and focuses a tab, and each would add the same
  // entry to the history before the address changes.
  const asked = useRef(tab);
  useEffect(() => {
    asked.current = tab;
  }, [tab]);

  const select = (next: SocialTab) => {
    if (next === asked.current) return;
    asked.current = next;
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      return updated;
    });
  };

  return (
    <section aria-labelledby="social-title" className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="social-title" className="font-bold text-3xl text-on-background tracking-tight">
          {t('page.title')}
        </h1>
        <p className="text-on-surface-variant">{t('page.lead')}</p>
      </header>
      <SegmentedTabs
        label={t('page.tabsLabel')}
        value={tab}
        onValueChange={select}
        tabs={SOCIAL_TABS.map((value) => ({ value, label: t(`page.tabs.${value}`) }))}
        panel={(value) => {
          const Panel = PANELS[value];
          return <Panel />;
        }}
      />
    </section>
  );
}
