import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const TRIGGER = cn(
  'min-h-11 shrink-0 cursor-pointer border-b-2 px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
  'data-[state=active]:border-primary data-[state=active]:text-primary',
  'data-[state=inactive]:border-transparent data-[state=inactive]:text-on-surface-variant data-[state=inactive]:hover:text-on-surface',
);

interface AdminTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly T[];
  value: T;
  /** The tab chosen, as the primitive reports it (the page parses it, e.g. into `?tab=`). */
  onChange: (value: string) => void;
  labelOf: (tab: T) => string;
  /** One AdminTabPanel per tab. */
  children: ReactNode;
}

/**
 * The tabs of an admin page in a card, underlined (themes, sponsorships): Radix tabs, keyboard and
 * focus from the primitive, reading right to left in Arabic.
 */
export function AdminTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  labelOf,
  children,
}: AdminTabsProps<T>) {
  const { i18n } = useTranslation();
  return (
    <Tabs.Root
      dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}
      value={value}
      onValueChange={onChange}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-outline-variant bg-surface p-4 tablet:p-6"
    >
      <Tabs.List
        aria-label={label}
        className="-mx-1 flex overflow-x-auto border-outline-variant border-b px-1"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={TRIGGER}>
            {labelOf(tab)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}

/** The content of one of AdminTabs' tabs. */
export function AdminTabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="focus-visible:outline-2 focus-visible:outline-primary">
      {children}
    </Tabs.Content>
  );
}
