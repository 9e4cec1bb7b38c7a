import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../../lib/api-client.ts';
import { Button } from '../../../../../ui/button.tsx';
import { OfflineWaiting } from '../../../../../ui/offline-waiting.tsx';
import { useFellowAttendees } from '../../../api/use-fellow-attendees.ts';
import { FellowAttendeeItem } from './fellow-attendee-item.tsx';
import { OwnNameHiddenHint } from './own-name-hidden-hint.tsx';

/** Answers that mean "not for you" (no longer going, the event gone): the block stays away. */
const isRefusal = (error: unknown) => error instanceof ApiError && [401, 403, 404].includes(error.status);

/**
 * "Quem vai", for someone going: the others going who show their name (photo and name, a link to
 * their profile), "e mais 12 pessoas" for everyone not listed (hidden, or on a page not read yet),
 * "Ver mais" for the next page, and,
 * when the viewer's own name is hidden, a line saying so with the way to change it.
 */
export function FellowAttendees({ eventId, viewer }: { eventId: string; viewer: string }) {
  const { t, i18n } = useTranslation('eventDetails');
  const number = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(n);
  const query = useFellowAttendees(eventId, viewer);

  if (query.isError && isRefusal(query.error)) return null;

  const first = query.data?.pages[0];
  const people = query.data?.pages.flatMap((page) => page.items) ?? [];
  const hidden = first?.hidden ?? 0;
  // Everyone not listed above: those who hide their name and those on pages not read yet.
  const more = hidden + Math.max((first?.shown ?? 0) - people.length, 0);

  return (
    <section
      aria-labelledby="fellow-attendees-title"
      className="flex flex-col gap-2 border-outline-variant border-t pt-3"
    >
      <h3 id="fellow-attendees-title" className="font-semibold text-on-surface text-sm">
        {t('attendance.fellows.title')}
      </h3>
      {query.isPending && query.fetchStatus === 'paused' ? (
        <OfflineWaiting />
      ) : query.isPending ? (
        <p role="status" className="text-on-surface-variant text-sm">
          {t('attendance.fellows.loading')}
        </p>
      ) : query.isError || !first ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <p className="text-on-surface-variant">{t('attendance.fellows.loadFailed')}</p>
          <Button variant="ghost" size="compact" onClick={() => void query.refetch()}>
            {t('attendance.retry')}
          </Button>
        </div>
      ) : (
        <>
          {people.length > 0 ? (
            <ul aria-labelledby="fellow-attendees-title" className="flex flex-col">
              {people.map((person) => (
                <FellowAttendeeItem key={person.userId} person={person} />
              ))}
            </ul>
          ) : null}
          {people.length === 0 && hidden === 0 ? (
            <p className="text-on-surface-variant text-sm">{t('attendance.fellows.empty')}</p>
          ) : people.length === 0 ? (
            <p className="text-on-surface-variant text-sm">
              {t('attendance.fellows.hiddenOnly', { count: hidden, n: number(hidden) })}
            </p>
          ) : more > 0 ? (
            <p className="text-on-surface-variant text-sm">
              {t('attendance.fellows.more', { count: more, n: number(more) })}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <Button
              variant="outline"
              size="compact"
              className="self-start"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {t('attendance.fellows.showMore')}
            </Button>
          ) : null}
          {first.viewerShown ? null : <OwnNameHiddenHint />}
        </>
      )}
    </section>
  );
}
