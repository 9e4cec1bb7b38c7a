import type { Attendee } from '@eventos/domain';
import { CircleCheckBig, Clock, Ticket, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const LOOK = {
  going: { icon: Ticket, tone: 'bg-primary-container text-on-primary-container' },
  checked_in: { icon: CircleCheckBig, tone: 'bg-success-container text-on-success-container' },
  waitlisted: { icon: Clock, tone: 'bg-warning-container text-on-warning-container' },
  cancelled: { icon: XCircle, tone: 'bg-surface-variant text-on-surface-variant' },
} as const;

/** The person's state as a chip: icon and words, never colour alone (waitlist place included). */
export function AttendeeStatus({ attendee }: { attendee: Pick<Attendee, 'status' | 'waitlistPosition'> }) {
  const { t, i18n } = useTranslation('manage');
  const { icon: Icon, tone } = LOOK[attendee.status];
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const label =
    attendee.status === 'waitlisted' && attendee.waitlistPosition !== null
      ? t('status.waitlistedAt', { position: number.format(attendee.waitlistPosition) })
      : t(`status.${attendee.status}`);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 font-medium text-xs',
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}
