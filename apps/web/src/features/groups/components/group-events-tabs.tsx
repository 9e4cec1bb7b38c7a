import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupEventsWhen } from '../api/use-group-events.ts';
import { GroupEventsList } from './group-events-list.tsx';

const WHEN: readonly GroupEventsWhen[] = ['upcoming', 'past'];

interface GroupEventsTabsProps {
  groupId: string;
  viewer: string;
  /** Suggest following the group when it has nothing ahead (for people neither in it nor following). */
  followHint: boolean;
}

const TRIGGER =
  'min-h-11 flex-1 cursor-pointer whitespace-nowrap rounded-full px-5 font-medium text-on-surface-variant text-sm ' +
  'transition-colors hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 ' +
  'tablet:flex-none data-[state=active]:bg-secondary-container data-[state=active]:text-on-secondary-container';

/**
 * Próximos and Anteriores (Radix Tabs: arrow keys move between them, right to left in Arabic); each
 * list is asked for when its tab first opens.
 */
export function GroupEventsTabs({ groupId, viewer, followHint }: GroupEventsTabsProps) {
  const { t, i18n } = useTranslation('groups');
  const [when, setWhen] = useState<GroupEventsWhen>('upcoming');
  return (
    <section aria-labelledby="group-events-title" className="flex flex-col gap-4">
      <h2 id="group-events-title" className="font-semibold text-on-surface text-xl">
        {t('events.title')}
      </h2>
      <Tabs.Root
        value={when}
        onValueChange={(next) => setWhen(next as GroupEventsWhen)}
        dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          aria-label={t('events.title')}
          className="flex w-full gap-1 rounded-full border border-outline-variant p-1 tablet:w-fit"
        >
          {WHEN.map((value) => (
            <Tabs.Trigger key={value} value={value} className={TRIGGER}>
              {t(`events.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {WHEN.map((value) => (
          <Tabs.Content key={value} value={value} className="focus-visible:outline-none">
            <GroupEventsList groupId={groupId} when={value} viewer={viewer} followHint={followHint} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
