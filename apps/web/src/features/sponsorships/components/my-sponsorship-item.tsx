import { formatPrice, type Sponsorship } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { formatCount } from '../lib/format-count.ts';
import { SponsorshipStateBadge } from './sponsorship-state-badge.tsx';

function Note({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <p className="text-sm">
      <span className="font-medium text-on-surface">{label}: </span>
      <span dir="auto" className="whitespace-pre-line text-on-surface-variant">
        {text}
      </span>
    </p>
  );
}

/** One of the caller's sponsorships: the event, tier, amount, name shown, state, notes and numbers. */
export function MySponsorshipItem({ item, onWithdraw }: { item: Sponsorship; onWithdraw: () => void }) {
  const { t, i18n } = useTranslation('sponsorships');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const reported = item.state === 'approved' || item.state === 'ended';
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-outline-variant p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link
          to={`/events/${encodeURIComponent(item.event.slug)}`}
          dir="auto"
          className="min-w-0 break-words font-semibold text-primary hover:underline"
        >
          {item.event.name}
        </Link>
        <SponsorshipStateBadge state={item.state} />
      </div>
      <p className="text-on-surface-variant text-sm">
        <span dir="auto">{item.tier.name}</span> · {formatPrice(item.amountCents, language)}
      </p>
      <p className="text-on-surface text-sm">
        {t('mine.shownAs')}: <span dir="auto">{item.sponsor.displayName}</span>
      </p>
      <Note label={t('mine.organiserNote')} text={item.organiserNote} />
      <Note label={t('mine.adminNote')} text={item.adminNote} />
      {reported ? (
        <p className="text-on-surface-variant text-sm">
          {t('mine.impressions', {
            count: item.stats.impressions,
            value: formatCount(item.stats.impressions, language),
          })}
          {' · '}
          {t('mine.clicks', { count: item.stats.clicks, value: formatCount(item.stats.clicks, language) })}
        </p>
      ) : null}
      {item.can.withdraw ? (
        <Button variant="outline" size="compact" className="self-start" onClick={onWithdraw}>
          {t('mine.withdraw')}
        </Button>
      ) : null}
    </li>
  );
}
