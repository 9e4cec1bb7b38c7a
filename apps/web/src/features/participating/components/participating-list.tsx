import type { ParticipatingWhen } from '@eventos/domain';
import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { LoadState } from '../../profile/components/load-state.tsx';
import { useParticipating } from '../api/use-participating.ts';
import { ListMore } from './list-more.tsx';
import { ParticipatingCard } from './participating-card.tsx';

/** The upcoming or past events I take part in; when there are none, a way to find some. */
export function ParticipatingList({ when }: { when: ParticipatingWhen }) {
  const { t } = useTranslation('participating');
  const query = useParticipating(when);

  if (!query.data) {
    return (
      <LoadState
        error={query.error}
        title={t('participating.loadError')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <StatusMessage
        role="status"
        icon={<CalendarHeart aria-hidden="true" className="size-10 text-primary" />}
        title={t(`participating.empty.${when}Title`)}
        description={t(`participating.empty.${when}Message`)}
        action={
          <Link to="/events" className={buttonClasses('primary')}>
            {t('participating.empty.explore')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.event.id}>
            <ParticipatingCard item={item} />
          </li>
        ))}
      </ul>
      <ListMore
        hasNextPage={query.hasNextPage}
        isFetching={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
