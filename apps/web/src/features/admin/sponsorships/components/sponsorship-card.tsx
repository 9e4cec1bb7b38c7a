import type { Sponsorship } from '@eventos/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../ui/button.tsx';
import { SponsorLogo } from '../../../sponsorships/components/sponsor-logo.tsx';
import { useFormatWhen } from '../../lib/use-format-when.ts';
import type { SponsorshipDecision } from '../api/sponsorship-decisions.ts';
import { useFormatMoney } from '../lib/use-format-money.ts';
import { SponsorshipStateBadge } from './sponsorship-state-badge.tsx';

/** What an administrator may do from each state (the server checks again). */
const DECISIONS: Partial<Record<Sponsorship['state'], SponsorshipDecision[]>> = {
  requested: ['reject'],
  accepted: ['approve', 'reject'],
  approved: ['end'],
};

interface SponsorshipCardProps {
  item: Sponsorship;
  onDecide: (decision: SponsorshipDecision) => void;
  /** Opens the featured window of an approved one. */
  onFeature: () => void;
}

/**
 * One sponsorship for the team: the event, who sponsors (person or group), tier and amount, the
 * sponsor's message and the organiser's note as plain text, its state and dates, and the actions
 * its state allows.
 */
export function SponsorshipCard({ item, onDecide, onFeature }: SponsorshipCardProps) {
  const { t } = useTranslation('adminSponsorships');
  const when = useFormatWhen();
  const money = useFormatMoney();
  const titleId = useId();
  const { sponsor } = item;
  const decisions = DECISIONS[item.state] ?? [];

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-outline-variant bg-surface p-4 tablet:p-5"
    >
      <header className="flex items-start gap-3">
        <SponsorLogo displayName={sponsor.displayName} logoPath={sponsor.logoPath} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} dir="auto" className="min-w-0 break-words font-semibold text-on-surface">
              {sponsor.displayName}
            </h3>
            <SponsorshipStateBadge state={item.state} />
          </div>
          <p className="text-on-surface-variant text-sm">
            {sponsor.kind === 'group' && sponsor.groupName ? (
              <>
                {t('card.asGroup')} <bdi>{sponsor.groupName}</bdi> · {t('card.askedBy')}{' '}
                <bdi>{sponsor.personName}</bdi>
              </>
            ) : (
              <>
                {t('card.asPerson')} <bdi>{sponsor.personName}</bdi>
              </>
            )}
          </p>
        </div>
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm tablet:grid-cols-2">
        <Fact label={t('card.event')}>
          <Link
            to={`/events/${item.event.slug}`}
            dir="auto"
            className="break-words text-primary underline underline-offset-2"
          >
            {item.event.name}
          </Link>
        </Fact>
        <Fact label={t('card.tier')}>
          <bdi>{item.tier.name}</bdi> · <span className="tabular-nums">{money(item.amountCents)}</span>
        </Fact>
        <Fact label={t('card.requestedAt')}>
          <time dateTime={item.requestedAt}>{when(item.requestedAt)}</time>
        </Fact>
        {item.acceptedAt ? (
          <Fact label={t('card.acceptedAt')}>
            <time dateTime={item.acceptedAt}>{when(item.acceptedAt)}</time>
          </Fact>
        ) : null}
        {item.approvedAt ? (
          <Fact label={t('card.approvedAt')}>
            <time dateTime={item.approvedAt}>{when(item.approvedAt)}</time>
          </Fact>
        ) : null}
        {sponsor.linkUrl ? (
          <Fact label={t('card.link')}>
            <a
              href={sponsor.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              dir="ltr"
              className="break-all text-primary underline underline-offset-2"
            >
              {sponsor.linkUrl}
            </a>
          </Fact>
        ) : null}
      </dl>
      <Quote label={t('card.message')} text={item.message} />
      <Quote label={t('card.organiserNote')} text={item.organiserNote} />
      <Quote label={t('card.adminNote')} text={item.adminNote} />
      {decisions.length > 0 ? (
        <fieldset className="border-outline-variant border-t pt-4">
          <legend className="sr-only">{t('card.actionsFor', { name: sponsor.displayName })}</legend>
          <div className="flex flex-wrap gap-2">
            {decisions.map((decision) => (
              <Button
                key={decision}
                size="compact"
                variant={decision === 'approve' ? 'primary' : 'ghost'}
                className={decision === 'approve' ? undefined : 'text-error'}
                onClick={() => onDecide(decision)}
              >
                {t(`actions.${decision}`)}
              </Button>
            ))}
            {item.state === 'approved' ? (
              <Button size="compact" variant="outline" onClick={onFeature}>
                {t('featured.edit')}
              </Button>
            ) : null}
          </div>
        </fieldset>
      ) : null}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-on-surface-variant text-xs">{label}</dt>
      <dd className="min-w-0 text-on-surface">{children}</dd>
    </div>
  );
}

/** A text someone typed: never HTML, its own direction, its line breaks kept. */
function Quote({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-surface-variant/60 px-4 py-3 text-sm">
      <p className="font-medium text-on-surface-variant text-xs">{label}</p>
      <p dir="auto" className="whitespace-pre-line break-words text-on-surface">
        {text}
      </p>
    </div>
  );
}
