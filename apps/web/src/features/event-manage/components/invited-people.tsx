import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useInvitations } from '../api/use-invitations.ts';
import { AttendeeStatus } from './attendee-status.tsx';
import { PersonName } from './person-name.tsx';

/** Who the organiser invited, the newest first, and what each answered so far. */
export function InvitedPeople({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation('manage');
  const list = useInvitations(eventId);
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  if (list.isPending || total === 0) return null;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);

  return (
    <section
      aria-labelledby="invited-title"
      className="mt-4 flex flex-col gap-3 border-outline-variant border-t pt-4"
    >
      <h3 id="invited-title" className="font-medium text-on-surface">
        {t('invited.title', { count: total, formatted: number.format(total) })}
      </h3>
      <ul className="flex flex-col gap-3" data-testid="invited-people">
        {items.map((person) => (
          <li key={person.userId} className="flex items-center justify-between gap-3">
            <PersonName name={person.name} username={person.username} />
            {person.status ? (
              <AttendeeStatus attendee={{ status: person.status, waitlistPosition: null }} />
            ) : (
              <span className="shrink-0 rounded-full border border-outline-variant px-2.5 py-1 text-on-surface-variant text-xs">
                {t('invited.noAnswer')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          size="compact"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          aria-busy={list.isFetchingNextPage}
        >
          {t('list.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
