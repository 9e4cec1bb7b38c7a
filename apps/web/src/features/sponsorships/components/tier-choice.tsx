import { formatPrice, type SponsorshipTier } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';

interface TierChoiceProps {
  id: string;
  tiers: SponsorshipTier[];
  value: string;
  onChange: (tierId: string) => void;
  error?: string | undefined;
}

/** The tiers as radio cards (native radios); a full tier cannot be chosen. */
export function TierChoice({ id, tiers, value, onChange, error }: TierChoiceProps) {
  const { t, i18n } = useTranslation('sponsorships');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <fieldset aria-describedby={fieldDescribedBy(id, error)} className="flex flex-col gap-2">
      <legend className="mb-1.5 font-medium text-on-surface text-sm">{t('request.tier')}</legend>
      {tiers.map((tier, index) => {
        const left = Math.max(0, tier.slots - tier.taken);
        return (
          <label
            key={tier.id}
            className={cn(
              'flex items-start gap-3 rounded-xl border p-3 text-start',
              value === tier.id ? 'border-primary bg-primary-container/40' : 'border-outline-variant',
              left === 0 ? 'opacity-60' : 'cursor-pointer',
            )}
          >
            <input
              type="radio"
              name="tierId"
              value={tier.id}
              checked={value === tier.id}
              disabled={left === 0}
              aria-invalid={error && index === 0 ? true : undefined}
              onChange={() => onChange(tier.id)}
              className="mt-1 size-4 accent-primary"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap justify-between gap-2">
                <span dir="auto" className="font-medium text-on-surface">
                  {tier.name}
                </span>
                <span className="text-primary">{formatPrice(tier.amountCents, language)}</span>
              </span>
              {tier.benefits ? (
                <span dir="auto" className="whitespace-pre-line text-on-surface-variant text-sm">
                  {tier.benefits}
                </span>
              ) : null}
              <span className="text-on-surface-variant text-xs">
                {left > 0 ? t('tiers.left', { left, count: tier.slots }) : t('tiers.full')}
              </span>
            </span>
          </label>
        );
      })}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
