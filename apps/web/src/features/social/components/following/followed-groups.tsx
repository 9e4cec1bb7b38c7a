import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { GroupGrid } from '../../../groups/components/group-grid.tsx';
import { GroupGridSkeleton } from '../../../groups/components/group-grid-skeleton.tsx';
import { LoadMoreButton } from '../../../groups/components/load-more-button.tsx';
import { useViewer } from '../../../people/lib/use-viewer.ts';
import { useFollowedGroups } from '../../api/use-followed-groups.ts';
import { HubSection } from '../shared/hub-section.tsx';
import { ListError } from '../shared/list-error.tsx';

/** The groups I follow, as the groups feature's cards, most recently followed first. */
export function FollowedGroups() {
  const { t } = useTranslation(['social', 'groups']);
  const viewer = useViewer();
  const query = useFollowedGroups(viewer);
  const groups = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body = null;
  if (query.isPending) body = <GroupGridSkeleton />;
  else if (query.isError && !query.data)
    body = (
      <ListError
        title={t('following.groups.error')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (groups.length === 0)
    body = (
      <StatusMessage
        className="py-8"
        icon={<UsersRound aria-hidden="true" className="size-10 text-primary" />}
        title={t('following.groups.empty.title')}
        description={t('following.groups.empty.message')}
        action={
          <Link to="/groups" className={buttonClasses('outline')}>
            {t('following.groups.empty.action')}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <GroupGrid groups={groups} label={t('following.groups.title')} />
        <LoadMoreButton
          hasNextPage={query.hasNextPage}
          isFetching={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </>
    );

  return <HubSection title={t('following.groups.title')}>{body}</HubSection>;
}
