import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { useEventSponsorship } from '../api/event-sponsorship.ts';
import { SponsorshipOpenSwitch } from './sponsorship-open-switch.tsx';
import { SponsorshipRequests } from './sponsorship-requests.tsx';
import { TierList } from './tier-list.tsx';

export const SPONSORSHIP_SECTION_ID = 'sponsorships';

/**
 * 'Patrocínio' on the manage page: open or close the event to sponsorship requests, its tiers, and
 * the requests to answer. Notifications link to #sponsorships; the section arrives after the page
 * (its own chunk), so it scrolls itself into view when the address asks for it.
 */
export function SponsorshipSection({ eventId }: { eventId: string }) {
  const { t } = useTranslation(['sponsorshipManage', 'fields']);
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const settings = useEventSponsorship(eventId);
  const loaded = settings.isSuccess;

  useEffect(() => {
    if (loaded && hash === `#${SPONSORSHIP_SECTION_ID}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);

  return (
    <section
      ref={ref}
      id={SPONSORSHIP_SECTION_ID}
      aria-labelledby={`${SPONSORSHIP_SECTION_ID}-title`}
      className="flex scroll-mt-24 flex-col gap-5 rounded-2xl border border-outline-variant bg-surface p-4 tablet:p-6"
    >
      <header className="flex flex-col gap-1">
        <h2 id={`${SPONSORSHIP_SECTION_ID}-title`} className="font-semibold text-on-surface text-xl">
          {t('section.title')}
        </h2>
        <p className="text-on-surface-variant text-sm">{t('section.lead')}</p>
      </header>
      {settings.isPending ? (
        <p className="text-on-surface-variant text-sm">{t('section.loading')}</p>
      ) : settings.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-error text-sm">
          <span>{describeError(t, settings.error, ['fields'])}</span>
          <Button variant="ghost" size="compact" onClick={() => void settings.refetch()}>
            {t('section.retry')}
          </Button>
        </div>
      ) : (
        <>
          <SponsorshipOpenSwitch settings={settings.data} />
          <TierList settings={settings.data} />
          <SponsorshipRequests eventId={eventId} />
        </>
      )}
    </section>
  );
}
