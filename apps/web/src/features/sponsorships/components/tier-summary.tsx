import { formatPrice, type SponsorshipTier } from '@eventos/domain';
import { useTranslation } from 'react-i18next';

/** The tiers ('cotas') an event offers: name, amount, benefits and how many slots are left. */
export function TierSummary({ tiers }: { tiers: SponsorshipTier[] }) {
  const { t, i18n } = useTranslation('sponsorships');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul aria-label={t('tiers.label')} className="grid grid-cols-1 gap-3 tablet:grid-cols-2">
      {tiers.map((tier) => {
        const left = Math.max(0, tier.slots - tier.taken);
        return (
          <li key={tier.id} className="flex flex-col gap-1 rounded-2xl bg-surface-variant p-4">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span dir="auto" className="font-semibold text-on-surface">
                {tier.name}
              </span>
              <span className="font-medium text-primary">{formatPrice(tier.amountCents, language)}</span>
            </p>
            {tier.benefits ? (
              <p dir="auto" className="whitespace-pre-line text-on-surface-variant text-sm">
                {tier.benefits}
              </p>
            ) : null}
            <p className="text-on-surface-variant text-sm">
              {left > 0 ? t('tiers.left', { left, count: tier.slots }) : t('tiers.full')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
