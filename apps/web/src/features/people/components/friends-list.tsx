import type { ProfileDetail } from '@eventos/domain';
import { Lock, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { StatusMessage } from '../../../ui/status-message.tsx';
import { useProfileFriends } from '../api/use-profile-friends.ts';
import { FriendButton } from './friend-button.tsx';
import { ListState } from './list-state.tsx';
import { LoadMore } from './load-more.tsx';
import { PersonCard } from './person-card.tsx';

/** The friends list is hidden from the viewer by its owner's setting. */
function isHidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'social.friends.hidden';
}

/**
 * A profile's friends, a page at a time, mutual friends first (the API's order) with an "Em comum"
 * mark; a signed-in viewer gets the friend button on each. A hidden list says so.
 */
export function FriendsList({ profile, viewer }: { profile: ProfileDetail; viewer: string }) {
  const { t } = useTranslation('people');
  const query = useProfileFriends(profile.username, viewer);

  if (!query.data) {
    if (isHidden(query.error))
      return (
        <StatusMessage
          role="status"
          icon={<Lock aria-hidden="true" className="size-10 text-primary" />}
          title={t('friends.hiddenTitle')}
          description={t('friends.hidden', { name: profile.name })}
        />
      );
    return (
      <ListState
        error={query.error}
        isError={query.isError}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        errorTitle={t('friends.loadError')}
      />
    );
  }
  const friends = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? null;
  if (friends.length === 0)
    return (
      <StatusMessage
        role="status"
        icon={<UsersRound aria-hidden="true" className="size-10 text-primary" />}
        title={t('friends.empty', { name: profile.name })}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      {total !== null ? (
        <p className="text-on-surface-variant text-sm">{t('friends.total', { count: total })}</p>
      ) : null}
      <ul
        aria-label={t('friends.title', { name: profile.name })}
        className="grid grid-cols-1 gap-3 desktop:grid-cols-2"
      >
        {friends.map((friend) => (
          <li key={friend.id}>
            <PersonCard
              person={friend}
              badge={
                friend.relationship?.friendship === 'friends' ? (
                  <span className="rounded-full bg-primary-container px-2 py-0.5 text-on-primary-container text-xs">
                    {t('card.inCommon')}
                  </span>
                ) : null
              }
              actions={
                viewer !== 'visitor' && friend.relationship ? (
                  <FriendButton person={friend} relationship={friend.relationship} size="compact" />
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetching={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label={t('friends.loadMore')}
      />
    </div>
  );
}
