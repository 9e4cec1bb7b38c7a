import type { Sponsorship, SponsorshipState } from '@eventos/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { useEventSponsorships } from '../api/event-sponsorships.ts';
import type { Decision } from '../api/sponsorship-decision.ts';
import { SponsorshipRequestRow } from './sponsorship-request-row.tsx';

interface GroupProps {
  eventId: string;
  state: SponsorshipState | 'all';
  /** Sponsorships another group already shows (the waiting ones, above the rest). */
  hide?: SponsorshipState;
  heading: ReactNode;
  empty: string;
  onDecide: (sponsorship: Sponsorship, decision: Decision) => void;
}

/** One list of the event's sponsorships (one state, or all), a page at a time, with its empty text. */
export function SponsorshipRequestGroup({ eventId, state, hide, heading, empty, onDecide }: GroupProps) {
  const { t } = useTranslation(['sponsorshipManage', 'fields']);
  const list = useEventSponsorships(eventId, state);
  const items = (list.data?.pages ?? []).flatMap((page) => page.items).filter((s) => s.state !== hide);

  return (
    <div className="flex flex-col gap-3">
      {heading}
      {list.isPending ? (
        <p className="text-on-surface-variant text-sm">{t('requests.loading')}</p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-error text-sm">
          <span>{describeError(t, list.error, ['fields'])}</span>
          <Button variant="ghost" size="compact" onClick={() => void list.refetch()}>
            {t('section.retry')}
          </Button>
        </div>
      ) : items.length === 0 && !list.hasNextPage ? (
        <p className="text-on-surface-variant text-sm">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((s) => (
            <SponsorshipRequestRow key={s.id} sponsorship={s} onDecide={onDecide} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          size="compact"
          className="self-start"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('requests.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
