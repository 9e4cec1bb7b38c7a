import type { BlockedPerson } from '@eventos/domain';
import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useBlocks } from '../../people/api/use-blocks.ts';
import { ListState } from '../../people/components/list-state.tsx';
import { LoadMore } from '../../people/components/load-more.tsx';
import { PersonCard } from '../../people/components/person-card.tsx';
import { useRelationshipChange } from '../../people/lib/use-relationship-change.ts';
import { useViewer } from '../../people/lib/use-viewer.ts';
import { formatMonthYear } from '../lib/format-date.ts';

/** "Pessoas bloqueadas": who the person blocked, newest first, each with Desbloquear. */
export function BlockedPeopleList() {
  const { t } = useTranslation('profile');
  const query = useBlocks(useViewer());
  const blocked = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section
      aria-labelledby="blocked-people-title"
      className="flex flex-col gap-3 border-outline-variant border-t pt-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id="blocked-people-title" className="font-semibold text-lg text-on-surface">
          {t('privacy.blocked.title')}
        </h3>
        <p className="max-w-prose text-on-surface-variant text-sm">{t('privacy.blocked.lead')}</p>
      </div>
      {!query.data ? (
        <ListState
          error={query.error}
          isError={query.isError}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          errorTitle={t('privacy.blocked.loadError')}
          className="py-6"
        />
      ) : blocked.length === 0 ? (
        <p role="status" className="text-on-surface-variant text-sm">
          {t('privacy.blocked.empty')}
        </p>
      ) : (
        <>
          <ul aria-labelledby="blocked-people-title" className="flex flex-col gap-2">
            {blocked.map((entry) => (
              <li key={entry.person.id}>
                <BlockedPersonRow entry={entry} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetching={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label={t('privacy.blocked.loadMore')}
          />
        </>
      )}
    </section>
  );
}

function BlockedPersonRow({ entry }: { entry: BlockedPerson }) {
  const { t, i18n } = useTranslation('profile');
  const { run, pending } = useRelationshipChange(entry.person, null);
  return (
    <PersonCard
      person={entry.person}
      detail={t('privacy.blocked.since', { date: formatMonthYear(entry.blockedAt, i18n.language) })}
      actions={
        <Button
          variant="outline"
          size="compact"
          onClick={() => run('unblock')}
          disabled={pending}
          aria-label={t('privacy.blocked.unblockName', { name: entry.person.name })}
        >
          <ShieldOff aria-hidden="true" className="size-4" />
          {t('privacy.blocked.unblock')}
        </Button>
      }
    />
  );
}
