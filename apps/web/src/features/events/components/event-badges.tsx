import { describePriceRange, type EventListItem } from '@eventos/domain';
import { Ban, type LucideIcon, MonitorPlay, PencilLine, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-medium text-xs';

function Badge({
  className,
  icon: Icon,
  children,
}: {
  className: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <span className={cn(BADGE, className)}>
      <Icon aria-hidden="true" className="size-3" />
      {children}
    </span>
  );
}

type BadgeFields = Pick<
  EventListItem,
  'eventType' | 'isPaid' | 'priceMinCents' | 'priceMaxCents' | 'isDraft' | 'cancelledAt'
>;

/** The price line of a card: free, one price, a range, or just "paid" when the price is unknown. */
function usePriceText(event: BadgeFields): string {
  const { t, i18n } = useTranslation('events');
  if (!event.isPaid) return t('card.free');
  if (event.priceMinCents === null) return t('card.paid');
  const price = describePriceRange(
    event.priceMinCents,
    event.priceMaxCents,
    i18n.resolvedLanguage ?? 'pt-BR',
  );
  if (price.kind === 'single') return price.price;
  if (price.kind === 'range') return t('card.priceRange', { min: price.min, max: price.max });
  return t('card.free');
}

/** Cancelled, draft, online or hybrid, and the price of an event card. */
export function EventBadges({ event }: { event: BadgeFields }) {
  const { t } = useTranslation('events');
  const price = usePriceText(event);
  return (
    <>
      {event.cancelledAt ? (
        <Badge className="bg-error-container text-on-error-container" icon={Ban}>
          {t('card.cancelled')}
        </Badge>
      ) : null}
      {event.isDraft ? (
        <Badge className="bg-warning-container text-on-warning-container" icon={PencilLine}>
          {t('card.draft')}
        </Badge>
      ) : null}
      {event.eventType !== 'presencial' ? (
        <Badge className="bg-secondary-container text-on-secondary-container" icon={MonitorPlay}>
          {t(event.eventType === 'online' ? 'card.online' : 'card.hybrid')}
        </Badge>
      ) : null}
      <Badge
        className={
          event.isPaid
            ? 'border border-outline-variant text-on-surface-variant'
            : 'bg-success-container text-on-success-container'
        }
        icon={Ticket}
      >
        {price}
      </Badge>
    </>
  );
}
