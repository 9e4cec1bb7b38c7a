import type { EventDetail } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** Rascunho, Publicado or Cancelado, as a small badge. */
export function EventStatusBadge({ event }: { event: EventDetail }) {
  const { t } = useTranslation('step2');
  const status = event.cancelledAt ? 'cancelled' : event.status === 'draft' ? 'draft' : 'published';
  return (
    <span
      className={cn(
        'rounded-full px-3 py-1 font-medium text-xs',
        status === 'draft' && 'bg-surface-variant text-on-surface-variant',
        status === 'published' && 'bg-success-container text-on-success-container',
        status === 'cancelled' && 'bg-error-container text-on-error-container',
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
