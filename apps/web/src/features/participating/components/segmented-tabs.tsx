import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

interface SegmentedTabsProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  /** A tab's panel; Radix mounts only the selected one, so each list loads when its tab opens. */
  panel: (value: T) => ReactNode;
  /** 'primary' for the page's main tabs, 'secondary' for a choice inside a tab. */
  tone?: 'primary' | 'secondary';
  className?: string;
}

/**
 * Radix Tabs (arrow keys move between tabs, right-to-left in Arabic) drawn as a segmented control.
 */
export function SegmentedTabs<T extends string>({
  value,
  onValueChange,
  label,
  tabs,
  panel,
  tone = 'primary',
  className,
}: SegmentedTabsProps<T>) {
  const { i18n } = useTranslation();
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}
      className={cn('flex flex-col gap-4', className)}
    >
      <Tabs.List
        aria-label={label}
        className={cn(
          'w-full max-w-full gap-1 p-1 tablet:flex tablet:w-fit tablet:rounded-full',
          // Four tabs do not fit one row on a phone: two rows of two.
          tabs.length > 3 ? 'grid grid-cols-2 rounded-3xl' : 'flex rounded-full',
          tone === 'primary' ? 'bg-surface-variant' : 'border border-outline-variant',
        )}
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'min-h-11 flex-1 shrink-0 cursor-pointer whitespace-nowrap rounded-full px-4 font-medium text-sm transition-colors tablet:flex-none',
              'text-on-surface-variant hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
              tone === 'primary'
                ? 'data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm'
                : 'data-[state=active]:bg-secondary-container data-[state=active]:text-on-secondary-container',
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
          {panel(tab.value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
