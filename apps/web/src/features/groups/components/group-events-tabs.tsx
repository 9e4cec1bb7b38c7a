import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '../../participating/components/segmented-tabs.tsx';
import type { GroupEventsWhen } from '../api/use-group-events.ts';
import { GroupEventsList } from './group-events-list.tsx';

const WHEN: readonly GroupEventsWhen[] = ['upcoming', 'past'];

/** Próximos and Anteriores (Radix Tabs): each list is asked for when its tab first opens. */
interface GroupEventsTabsProps {
  groupId: string;
  viewer: string;
  /** Suggest following the group when it has nothing ahead (for people neither in it nor following). */
  followHint: boolean;
}

export function GroupEventsTabs({ groupId, viewer, followHint }: GroupEventsTabsProps) {
  const { t } = useTranslation('groups');
  const [when, setWhen] = useState<GroupEventsWhen>('upcoming');
  return (
    <section aria-labelledby="group-events-title" className="flex flex-col gap-4">
      <h2 id="group-events-title" className="font-semibold text-on-surface text-xl">
        {t('events.title')}
      </h2>
      <SegmentedTabs
        tone="secondary"
        label={t('events.title')}
        value={when}
        onValueChange={setWhen}
        tabs={WHEN.map((value) => ({ value, label: t(`events.${value}`) }))}
        panel={(value) => (
          <GroupEventsList groupId={groupId} when={value} viewer={viewer} followHint={followHint} />
        )}
      />
    </section>
  );
}
