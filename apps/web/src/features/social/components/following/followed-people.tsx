import { UserRoundSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { LoadMoreButton } from '../../../groups/components/load-more-button.tsx';
import { FollowButton } from '../../../people/components/follow-button.tsx';
import { PersonCard } from '../../../people/components/person-card.tsx';
import { useViewer } from '../../../people/lib/use-viewer.ts';
import { useFollowing } from '../../api/use-following.ts';
import { HubSection } from '../shared/hub-section.tsx';
import { ListError } from '../shared/list-error.tsx';
import { ListLoading } from '../shared/list-loading.tsx';

/** The people I follow, each with "Deixar de seguir", a page at a time. */
export function FollowedPeople() {
  const { t } = useTranslation(['social', 'people']);
  const viewer = useViewer();
  const query = useFollowing(viewer);
  const people = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body = null;
  if (query.isPending) body = <ListLoading />;
  else if (query.isError && !query.data)
    body = (
      <ListError
        title={t('following.people.error')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (people.length === 0)
    body = (
      <StatusMessage
        className="py-8"
        icon={<UserRoundSearch aria-hidden="true" className="size-10 text-primary" />}
        title={t('following.people.empty.title')}
        description={t('following.people.empty.message')}
        action={
          <Link to="/social?tab=friends" className={buttonClasses('outline')}>
            {t('following.people.empty.action')}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <ul aria-label={t('following.people.title')} className="flex flex-col gap-2">
          {people.map((person) => (
            <li key={person.id}>
              <PersonCard
                person={person}
                actions={<FollowButton person={person} relationship={person.relationship} size="compact" />}
              />
            </li>
          ))}
        </ul>
        <LoadMoreButton
          hasNextPage={query.hasNextPage}
          isFetching={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </>
    );

  return <HubSection title={t('following.people.title')}>{body}</HubSection>;
}
