import type { ParticipatingWhen } from '@eventos/domain';
import { CalendarHeart } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  refreshSavedEventsSoon,
  SAVED_EVENTS_STALE_ON_LIST_MS,
} from '../../../lib/offline/saved-events-refresh.ts';
import { savedEventsOwner } from '../../../lib/offline/use-saved-events-refresh.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { useParticipating } from '../api/use-participating.ts';
import { PagedList } from './paged-list.tsx';
import { ParticipatingCard } from './participating-card.tsx';
import { SavedListNote } from './saved-list-note.tsx';

/** The upcoming or past events I take part in; when there are none, a way to find some. */
export function ParticipatingList({ when }: { when: ParticipatingWhen }) {
  const { t } = useTranslation('participating');
  const query = useParticipating(when);
  const userId = savedEventsOwner(useSession());
  const saved = query.data?.pages[0]?.savedOnDevice === true;
  const loadedOnline = when === 'upcoming' && query.isSuccess && !saved;

  // The list came from the server: the events kept for offline use are brought up to date too.
  useEffect(() => {
    if (loadedOnline && userId) void refreshSavedEventsSoon(userId, SAVED_EVENTS_STALE_ON_LIST_MS);
  }, [loadedOnline, userId]);

  return (
    <PagedList
      query={query}
      loadErrorTitle={t('participating.loadError')}
      listClassName="flex flex-col gap-4"
      keyOf={(item) => item.event.id}
      render={(item) => <ParticipatingCard item={item} />}
      notice={saved ? <SavedListNote /> : null}
      empty={
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
      }
    />
  );
}
