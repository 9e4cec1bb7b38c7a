import { CalendarDays, LayoutGrid, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';
import { EVENT_VIEWS, type EventView } from '../../lib/event-filters.ts';

const ICONS = { list: LayoutGrid, calendar: CalendarDays, map: MapIcon } as const;

/** List, calendar or map: one pressed button at a time. */
export function ViewSwitch({ view, onChange }: { view: EventView; onChange: (view: EventView) => void }) {
  const { t } = useTranslation('events');
  return (
    <fieldset className="inline-flex min-w-0 rounded-full border border-outline-variant bg-surface p-1">
      <legend className="sr-only">{t('views.label')}</legend>
      {EVENT_VIEWS.map((option) => {
        const Icon = ICONS[option];
        const pressed = option === view;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 font-medium text-sm transition-colors',
              pressed ? 'bg-primary text-on-primary' : 'text-on-surface-variant hover:bg-on-surface/8',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`views.${option}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
