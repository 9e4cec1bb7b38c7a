import type { SponsorshipState } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';

const TONES: Record<SponsorshipState, string> = {
  requested: 'bg-surface-variant text-on-surface-variant',
  accepted: 'bg-tertiary-container text-on-tertiary-container',
  approved: 'bg-primary-container text-on-primary-container',
  declined: 'bg-error-container text-on-error-container',
  withdrawn: 'bg-surface-variant text-on-surface-variant',
  ended: 'bg-surface-variant text-on-surface-variant',
};

/** Where a sponsorship stands, as a small pill. */
export function SponsorshipStateBadge({ state }: { state: SponsorshipState }) {
  const { t } = useTranslation('adminSponsorships');
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 font-medium text-xs', TONES[state])}>
      {t(`state.${state}`)}
    </span>
  );
}
