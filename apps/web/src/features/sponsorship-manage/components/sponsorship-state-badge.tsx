import type { SponsorshipState } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const TONE: Record<SponsorshipState, string> = {
  requested: 'bg-tertiary-container text-on-tertiary-container',
  accepted: 'bg-secondary-container text-on-secondary-container',
  approved: 'bg-primary-container text-on-primary-container',
  declined: 'bg-surface-variant text-on-surface-variant',
  withdrawn: 'bg-surface-variant text-on-surface-variant',
  ended: 'bg-surface-variant text-on-surface-variant',
};

/** Where a sponsorship stands, as the organiser reads it ('Aguardando você', 'Aguardando aprovação'…). */
export function SponsorshipStateBadge({ state }: { state: SponsorshipState }) {
  const { t } = useTranslation('sponsorshipManage');
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs', TONE[state])}>
      {t(`states.${state}`)}
    </span>
  );
}
