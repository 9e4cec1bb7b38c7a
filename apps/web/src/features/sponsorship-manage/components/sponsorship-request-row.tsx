import { formatPrice, type Sponsorship } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { SponsorLogo } from '../../sponsorships/components/sponsor-logo.tsx';
import type { Decision } from '../api/sponsorship-decision.ts';
import { SponsorshipStateBadge } from './sponsorship-state-badge.tsx';

interface RowProps {
  sponsorship: Sponsorship;
  onDecide: (sponsorship: Sponsorship, decision: Decision) => void;
}

/** The latest step's date: requested, accepted, approved, then closed (declined, withdrawn, ended). */
function lastStep(s: Sponsorship): { key: string; at: string } {
  if (s.closedAt) return { key: `dates.${s.state === 'ended' ? 'ended' : 'closed'}`, at: s.closedAt };
  if (s.approvedAt) return { key: 'dates.approved', at: s.approvedAt };
  if (s.acceptedAt) return { key: 'dates.accepted', at: s.acceptedAt };
  return { key: 'dates.requested', at: s.requestedAt };
}

/** One sponsorship as the organiser sees it: who, which tier, their message, where it stands, what to do. */
export function SponsorshipRequestRow({ sponsorship: s, onDecide }: RowProps) {
  const { t, i18n } = useTranslation('sponsorshipManage');
  const language = i18n.resolvedLanguage ?? 'pt-BR';
  const date = (at: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(at));
  const step = lastStep(s);
  const reported = s.state === 'approved' || s.state === 'ended';
  const number = new Intl.NumberFormat(language);

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-outline-variant p-4"
      data-testid="sponsorship-row"
    >
      <div className="flex items-start gap-3">
        <SponsorLogo displayName={s.sponsor.displayName} logoPath={s.sponsor.logoPath} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <p dir="auto" className="break-words font-semibold text-on-surface">
              {s.sponsor.displayName}
            </p>
            <SponsorshipStateBadge state={s.state} />
          </div>
          <p className="text-on-surface-variant text-sm">
            {s.sponsor.groupName ? (
              <>
                <bdi>{t('requests.asGroup', { group: s.sponsor.groupName })}</bdi>
                {' · '}
              </>
            ) : null}
            <bdi>{t('requests.by', { name: s.sponsor.personName })}</bdi>
          </p>
          <p className="text-on-surface text-sm">
            <bdi>{s.tier.name}</bdi> · {formatPrice(s.amountCents, language)}
          </p>
          <p className="text-on-surface-variant text-xs">
            <time dateTime={s.requestedAt}>{t('dates.requested', { date: date(s.requestedAt) })}</time>
            {step.key !== 'dates.requested' ? (
              <>
                {' · '}
                <time dateTime={step.at}>{t(step.key, { date: date(step.at) })}</time>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {s.message ? (
        <p dir="auto" className="whitespace-pre-line break-words text-on-surface text-sm">
          {s.message}
        </p>
      ) : null}
      {s.sponsor.linkUrl ? (
        <p className="break-all text-sm" dir="ltr">
          <a
            href={s.sponsor.linkUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-primary underline"
          >
            {s.sponsor.linkUrl}
          </a>
        </p>
      ) : null}
      {s.adminNote ? (
        <p className="text-on-surface-variant text-sm">
          {t('requests.adminNote')} <bdi className="whitespace-pre-line">{s.adminNote}</bdi>
        </p>
      ) : null}
      {reported ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="sponsorship-report">
          <div className="flex gap-1.5">
            <dt className="text-on-surface-variant">{t('report.impressions')}</dt>
            <dd className="font-semibold text-on-surface">{number.format(s.stats.impressions)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-on-surface-variant">{t('report.clicks')}</dt>
            <dd className="font-semibold text-on-surface">{number.format(s.stats.clicks)}</dd>
          </div>
        </dl>
      ) : null}
      {s.can.accept || s.can.decline ? (
        <div className="flex flex-wrap gap-2">
          {s.can.accept ? (
            <Button size="compact" onClick={() => onDecide(s, 'accept')}>
              {t('requests.accept')}
            </Button>
          ) : null}
          {s.can.decline ? (
            <Button variant="outline" size="compact" onClick={() => onDecide(s, 'decline')}>
              {t('requests.decline')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
