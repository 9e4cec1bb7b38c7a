import type { OrganizingState } from '@eventos/domain';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { LoadState } from '../../profile/components/load-state.tsx';
import { useOrganizing } from '../api/use-organizing.ts';
import { ListMore } from './list-more.tsx';
import { OrganizingCard } from './organizing-card.tsx';

/** The events I organise in one state; when there are none, "Criar evento". */
export function OrganizingList({ state }: { state: OrganizingState }) {
  const { t } = useTranslation('participating');
  const query = useOrganizing(state);

  if (!query.data) {
    return (
      <LoadState error={query.error} title={t('organizing.loadError')} onRetry={() => void query.refetch()} />
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <StatusMessage
        role="status"
        icon={<CalendarPlus aria-hidden="true" className="size-10 text-primary" />}
        title={t(`organizing.empty.${state}Title`)}
        description={t(`organizing.empty.${state}Message`)}
        action={
          <Link to="/events/create" className={buttonClasses('primary')}>
            {t('organizing.create')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 wide:grid-cols-2">
        {items.map((item) => (
          <li key={item.event.id}>
            <OrganizingCard item={item} />
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
