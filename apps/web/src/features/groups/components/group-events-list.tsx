import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { EventCard } from '../../events/components/event-card.tsx';
import { EventsError } from '../../events/components/events-error.tsx';
import { type GroupEventsWhen, useGroupEvents } from '../api/use-group-events.ts';
import { LoadMoreButton } from './load-more-button.tsx';

const ERROR_NAMESPACES = ['fields'] as const;

/** The group's upcoming or past events as the events list's cards, a page at a time. */
interface GroupEventsListProps {
  groupId: string;
  when: GroupEventsWhen;
  viewer: string;
  /** With no upcoming event, suggest following the group to hear of the next one. */
  followHint: boolean;
}

export function GroupEventsList({ groupId, when, viewer, followHint }: GroupEventsListProps) {
  const { t } = useTranslation(['groups', 'common']);
  const query = useGroupEvents(groupId, when, viewer);

  if (!query.data) {
    if (!query.isError)
      return (
        <StatusMessage
          role="status"
          icon={<Spinner size="lg" />}
          title={t('common:loading')}
          className="py-10"
        />
      );
    return (
      <EventsError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title={t('events.error')}
        namespaces={ERROR_NAMESPACES}
        className="py-10"
      />
    );
  }
  const events = query.data.pages.flatMap((page) => page.items);
  if (events.length === 0) {
    return (
      <StatusMessage
        role="status"
        className="py-10"
        icon={<CalendarX2 aria-hidden="true" className="size-10 text-primary" />}
        title={t(`events.empty.${when}`)}
        description={when === 'upcoming' && followHint ? t('events.empty.upcomingHint') : undefined}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t(`events.${when}`)} className="grid grid-cols-1 gap-5 tablet:grid-cols-2">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
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
