import { CalendarX2, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';

/** No events yet. */
export function EventsEmpty() {
  const { t } = useTranslation('events');
  return (
    <StatusMessage
      role="status"
      icon={<CalendarX2 aria-hidden="true" className="size-10 text-primary" />}
      title={t('list.empty.title')}
      description={t('list.empty.message')}
    />
  );
}

/** Nothing matches the filters: say so and offer to clear them. */
export function EventsNoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('events');
  return (
    <StatusMessage
      role="status"
      icon={<SearchX aria-hidden="true" className="size-10 text-primary" />}
      title={t('list.noMatch.title')}
      description={t('list.noMatch.message')}
      action={
        <Button variant="outline" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      }
    />
  );
}
