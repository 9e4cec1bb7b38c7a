import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { EventsError } from '../../events/components/events-error.tsx';
import { useGroupFollowers } from '../api/use-group-followers.ts';
import { useFormatCount } from '../lib/use-format-count.ts';
import { LoadMoreButton } from './load-more-button.tsx';
import { PersonRow } from './person-row.tsx';

const ERROR_NAMESPACES = ['fields'] as const;

/** Who follows the group, newest first: the total, then faces and names a page at a time. */
export function FollowerList({ groupId, viewer }: { groupId: string; viewer: string }) {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const count = useFormatCount();
  const query = useGroupFollowers(groupId, viewer);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'medium' });

  if (!query.data) {
    if (!query.isError)
      return <StatusMessage role="status" icon={<Spinner size="lg" />} title={t('common:loading')} />;
    return (
      <EventsError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title={t('followers.error')}
        namespaces={ERROR_NAMESPACES}
      />
    );
  }
  const total = query.data.pages[0]?.total ?? 0;
  const people = query.data.pages.flatMap((page) => page.items);
  if (people.length === 0) {
    return (
      <StatusMessage
        role="status"
        icon={<UsersRound aria-hidden="true" className="size-10 text-primary" />}
        title={t('followers.empty.title')}
        description={t('followers.empty.message')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium text-on-surface-variant">
        {t('counts.followers', { count: total, n: count(total) })}
      </p>
      <ul
        aria-label={t('followers.listLabel')}
        className="grid grid-cols-1 gap-x-6 gap-y-1 tablet:grid-cols-2 wide:grid-cols-3"
      >
        {people.map((person) => (
          <li key={person.id} className="min-w-0">
            <PersonRow
              person={person}
              detail={t('followers.since', { date: date.format(new Date(person.followedAt)) })}
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton
        hasNextPage={query.hasNextPage}
        isFetching={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
