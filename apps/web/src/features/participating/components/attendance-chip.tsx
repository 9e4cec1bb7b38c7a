import type { MyAttendance } from '@eventos/domain';
import { BadgeCheck, CircleCheck, Clock, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

interface AttendanceChipProps {
  attendance: MyAttendance | null;
  interested: boolean;
}

function Chip({ icon, className, children }: { icon: ReactNode; className: string; children: ReactNode }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-medium text-xs', className)}
    >
      {icon}
      {children}
    </span>
  );
}

const iconClass = 'size-3.5 shrink-0';

/** My answer to an event: Confirmado, Lista de espera (posição N), Presença registrada or Interessado. */
export function AttendanceChip({ attendance, interested }: AttendanceChipProps) {
  const { t } = useTranslation('participating');
  switch (attendance?.status) {
    case 'going':
      return (
        <Chip
          icon={<CircleCheck aria-hidden="true" className={iconClass} />}
          className="bg-success-container text-on-success-container"
        >
          {t('status.going')}
        </Chip>
      );
    case 'checked_in':
      return (
        <Chip
          icon={<BadgeCheck aria-hidden="true" className={iconClass} />}
          className="bg-primary-container text-on-primary-container"
        >
          {t('status.checkedIn')}
        </Chip>
      );
    case 'waitlisted':
      return (
        <Chip
          icon={<Clock aria-hidden="true" className={iconClass} />}
          className="bg-warning-container text-on-warning-container"
        >
          {attendance.waitlistPosition
            ? t('status.waitlisted', { position: attendance.waitlistPosition })
            : t('status.waitlistedNoPosition')}
        </Chip>
      );
    default:
      return interested ? (
        <Chip
          icon={<Star aria-hidden="true" className={iconClass} />}
          className="bg-interest-container text-on-interest-container"
        >
          {t('status.interested')}
        </Chip>
      ) : null;
  }
}
