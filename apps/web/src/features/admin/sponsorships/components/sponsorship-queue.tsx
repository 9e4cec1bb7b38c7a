import { SPONSORSHIP_STATES, type Sponsorship, type SponsorshipState } from '@eventos/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../ui/field-styles.ts';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { ListState } from '../../../people/components/list-state.tsx';
import { LoadMore } from '../../../people/components/load-more.tsx';
import type { SponsorshipDecision } from '../api/sponsorship-decisions.ts';
import { useAdminSponsorships } from '../api/use-admin-sponsorships.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { FeaturedWindowDialog } from './featured-window-dialog.tsx';
import { SponsorshipCard } from './sponsorship-card.tsx';

const NAMESPACES = ['adminSponsorships', 'fields'] as const;

/** The filter's value: a state, or 'all'. 'accepted' is the queue awaiting the team. */
export type QueueFilter = SponsorshipState | 'all';

export function parseQueueFilter(value: string | null): QueueFilter {
  return SPONSORSHIP_STATES.find((state) => state === value) ?? (value === 'all' ? 'all' : 'accepted');
}

type Open = { item: Sponsorship; decision: SponsorshipDecision } | { item: Sponsorship; decision: 'feature' };

/** The queue (accepted, awaiting approval) or any state: cards, "Carregar mais", and the dialogs. */
export function SponsorshipQueue({
  filter,
  onFilter,
}: {
  filter: QueueFilter;
  onFilter: (next: QueueFilter) => void;
}) {
  const { t } = useTranslation('adminSponsorships');
  const filterId = useId();
  const list = useAdminSponsorships(filter === 'all' ? null : filter);
  const [open, setOpen] = useState<Open | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const close = () => setOpen(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5 tablet:w-72">
        <label htmlFor={filterId} className="font-medium text-on-surface text-sm">
          {t('queue.filter')}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => onFilter(parseQueueFilter(event.target.value))}
          className={controlClasses(false)}
        >
          <option value="accepted">{t('queue.awaiting')}</option>
          <option value="all">{t('queue.all')}</option>
          {SPONSORSHIP_STATES.filter((state) => state !== 'accepted').map((state) => (
            <option key={state} value={state}>
              {t(`state.${state}`)}
            </option>
          ))}
        </select>
      </div>
      {!list.data ? (
        <ListState
          namespaces={NAMESPACES}
          error={list.error}
          isError={list.isError}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
          errorTitle={t('queue.error')}
        />
      ) : items.length === 0 ? (
        <StatusMessage
          role="status"
          title={t(filter === 'accepted' ? 'queue.emptyAwaiting' : 'queue.empty')}
          className="py-10"
        />
      ) : (
        <>
          <ul aria-label={t('queue.label')} className="flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.id}>
                <SponsorshipCard
                  item={item}
                  onDecide={(decision) => setOpen({ item, decision })}
                  onFeature={() => setOpen({ item, decision: 'feature' })}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            label={t('queue.loadMore')}
            hasNextPage={list.hasNextPage}
            isFetching={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
      {open?.decision === 'feature' ? <FeaturedWindowDialog item={open.item} onClose={close} /> : null}
      {open && open.decision !== 'feature' ? (
        <DecisionDialog item={open.item} decision={open.decision} onClose={close} />
      ) : null}
    </div>
  );
}
