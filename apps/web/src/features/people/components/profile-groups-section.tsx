import type { ProfileDetail } from '@eventos/domain';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { GroupCard } from '../../groups/components/group-card.tsx';
import { useProfileGroups } from '../api/use-profile-groups.ts';
import { ListState } from './list-state.tsx';
import { LoadMore } from './load-more.tsx';

/** Grupos: the groups they belong to that the viewer may see, as the groups list's cards. */
export function ProfileGroupsSection({ profile, viewer }: { profile: ProfileDetail; viewer: string }) {
  const { t } = useTranslation('people');
  const query = useProfileGroups(profile.username, viewer);
  const groups = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="profile-groups-title" className="flex flex-col gap-3">
      <h2 id="profile-groups-title" className="font-semibold text-on-background text-xl">
        {t('groups.title')}
      </h2>
      {!query.data ? (
        <ListState
          error={query.error}
          isError={query.isError}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          errorTitle={t('groups.loadError')}
        />
      ) : groups.length === 0 ? (
        <StatusMessage
          role="status"
          className="py-8"
          icon={<UsersRound aria-hidden="true" className="size-10 text-primary" />}
          title={t('groups.empty', { name: profile.name })}
        />
      ) : (
        <>
          <ul
            aria-label={t('groups.title')}
            className="grid grid-cols-1 gap-5 tablet:grid-cols-2 desktop:grid-cols-3"
          >
            {groups.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetching={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label={t('groups.loadMore')}
          />
        </>
      )}
    </section>
  );
}
