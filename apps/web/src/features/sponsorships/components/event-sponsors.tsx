import type { EventSponsorship } from '@eventos/domain';
import { HandHeart, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { signInHref } from '../../groups/lib/group-links.ts';
import { useViewer } from '../../people/lib/use-viewer.ts';
import { useEventSponsorship } from '../api/use-event-sponsorship.ts';
import { SponsorDialog } from './sponsor-dialog.tsx';
import { SponsorTile } from './sponsor-tile.tsx';
import { TierSummary } from './tier-summary.tsx';

/** The approved sponsors by tier, in tier order; tiers nobody sponsors yet are left out. */
function SponsorsByTier({ sponsorship }: { sponsorship: EventSponsorship }) {
  const tiers = [...sponsorship.tiers].sort((a, b) => a.position - b.position);
  return (
    <div className="flex flex-col gap-5">
      {tiers.map((tier) => {
        const sponsors = sponsorship.sponsors.filter((s) => s.tierId === tier.id);
        if (sponsors.length === 0) return null;
        return (
          <section key={tier.id} aria-labelledby={`sponsor-tier-${tier.id}`} className="flex flex-col gap-3">
            <h3 id={`sponsor-tier-${tier.id}`} dir="auto" className="font-semibold text-on-surface">
              {tier.name}
            </h3>
            <ul className="grid grid-cols-1 gap-3 tablet:grid-cols-2">
              {sponsors.map((sponsor) => (
                <li key={sponsor.id}>
                  <SponsorTile sponsor={sponsor} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** "Patrocinar": sign in first for a visitor (back here after), else the request dialog. */
function SponsorAction({ sponsorship, viewer }: { sponsorship: EventSponsorship; viewer: string }) {
  const { t } = useTranslation('sponsorships');
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <p role="status" className="rounded-2xl bg-surface-variant p-4 text-on-surface">
        {t('request.pending')}
      </p>
    );
  if (viewer === 'visitor')
    return (
      <Link
        to={signInHref(`${pathname}${search}#sponsors`)}
        className={buttonClasses('primary', 'md', 'self-start')}
      >
        <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('sponsor')}
      </Link>
    );
  return (
    <>
      <Button className="self-start" onClick={() => setOpen(true)}>
        <HandHeart aria-hidden="true" className="size-4" />
        {t('sponsor')}
      </Button>
      {open ? (
        <SponsorDialog
          eventId={sponsorship.eventId}
          tiers={sponsorship.tiers}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * "Patrocinadores" on an event page: the approved sponsors by tier and, while the event takes
 * requests, its tiers and "Patrocinar" (not for its own managers). Nothing at all otherwise.
 */
export default function EventSponsors({ eventId }: { eventId: string }) {
  const { t } = useTranslation('sponsorships');
  const viewer = useViewer();
  const { data } = useEventSponsorship(eventId, viewer);
  if (!data) return null;
  const offering = data.open && !data.canManage && data.tiers.length > 0;
  if (data.sponsors.length === 0 && !offering) return null;

  return (
    <section aria-labelledby="event-sponsors-title" className="flex flex-col gap-5">
      <h2 id="event-sponsors-title" className="font-bold text-2xl text-on-background tracking-tight">
        {t('title')}
      </h2>
      {data.sponsors.length > 0 ? <SponsorsByTier sponsorship={data} /> : null}
      {offering ? (
        <div className="flex flex-col gap-3">
          <p className="text-on-surface-variant">{t('open.text')}</p>
          <TierSummary tiers={[...data.tiers].sort((a, b) => a.position - b.position)} />
          <SponsorAction sponsorship={data} viewer={viewer} />
        </div>
      ) : null}
    </section>
  );
}
