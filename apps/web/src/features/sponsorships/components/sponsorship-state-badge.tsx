import type { SponsorshipState } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const TONE: Record<SponsorshipState, string> = {
  requested: 'bg-surface-variant text-on-surface-variant',
  accepted: 'bg-surface-variant text-on-surface-variant',
  approved: 'bg-primary-container text-on-primary-container',
  declined: 'bg-error-container text-on-error-container',
  withdrawn: 'bg-surface-variant text-on-surface-variant',
  ended: 'bg-surface-variant text-on-surface-variant',
};

/** Where a sponsorship stands, in words (the colour only repeats it). */
export function SponsorshipStateBadge({ state }: { state: SponsorshipState }) {
  const { t } = useTranslation('sponsorships');
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs', TONE[state])}>
      {t(`state.${state}`)}
    </span>
  );
}
