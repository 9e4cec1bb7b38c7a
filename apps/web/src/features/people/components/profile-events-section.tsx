import type { ProfileDetail } from '@eventos/domain';
import { CalendarX2, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { EventCard } from '../../events/components/event-card.tsx';
import { useProfileEvents } from '../api/use-profile-events.ts';
import { ListState } from './list-state.tsx';
import { LoadMore } from './load-more.tsx';

/**
 * Próximos eventos: the public events they organise, and those they go to when their setting lets
 * the viewer see it; when it does not, the section says so plainly.
 */
export function ProfileEventsSection({ profile, viewer }: { profile: ProfileDetail; viewer: string }) {
  const { t } = useTranslation('people');
  const query = useProfileEvents(profile.username, viewer);
  const hidden = !profile.canSeeAttendance && !profile.isSelf;
  const events = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="profile-events-title" className="flex flex-col gap-3">
      <h2 id="profile-events-title" className="font-semibold text-on-background text-xl">
        {t('events.title')}
      </h2>
      {hidden ? (
        <p className="flex items-start gap-2 rounded-2xl bg-surface-variant p-3 text-on-surface-variant text-sm">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('events.hidden', { name: profile.name })}
        </p>
      ) : null}
      {!query.data ? (
        <ListState
          error={query.error}
          isError={query.isError}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          errorTitle={t('events.loadError')}
        />
      ) : events.length === 0 ? (
        <StatusMessage
          role="status"
          className="py-8"
          icon={<CalendarX2 aria-hidden="true" className="size-10 text-primary" />}
          title={t('events.empty', { name: profile.name })}
        />
      ) : (
        <>
          <ul
            aria-label={t('events.title')}
            className="grid grid-cols-1 gap-5 tablet:grid-cols-2 desktop:grid-cols-3"
          >
            {events.map((event) => (
              <li key={event.id} className="flex flex-col gap-1">
                <span className="self-start rounded-full bg-secondary-container px-2 py-0.5 text-on-secondary-container text-xs">
                  {t(event.role === 'organizer' ? 'events.organizer' : 'events.attending')}
                </span>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetching={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label={t('events.loadMore')}
          />
        </>
      )}
    </section>
  );
}
