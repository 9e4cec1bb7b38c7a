import { SOCIAL_LIMITS } from '@eventos/domain';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { SearchField } from '../../../../ui/search-field.tsx';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { LoadMoreButton } from '../../../groups/components/load-more-button.tsx';
import { useFormatCount } from '../../../groups/lib/use-format-count.ts';
import { FriendButton } from '../../../people/components/friend-button.tsx';
import { PersonCard } from '../../../people/components/person-card.tsx';
import { useViewer } from '../../../people/lib/use-viewer.ts';
import { useMyFriends } from '../../api/use-my-friends.ts';
import { HubSection } from '../shared/hub-section.tsx';
import { ListError } from '../shared/list-error.tsx';
import { ListLoading } from '../shared/list-loading.tsx';
import { SEARCH_DEBOUNCE_MS } from './people-search.tsx';

/** "Meus amigos": every friend, filtered by name, with how many, a page at a time. */
export function MyFriends() {
  const { t } = useTranslation(['social', 'people']);
  const count = useFormatCount();
  const viewer = useViewer();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useMyFriends(q, viewer);
  const friends = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? null;

  const filter = (
    <SearchField
      className="w-full tablet:w-72"
      label={t('friends.mine.filter')}
      placeholder={t('friends.mine.filterPlaceholder')}
      value={text}
      maxLength={SOCIAL_LIMITS.search.max}
      onChange={(event) => setText(event.target.value)}
    />
  );

  let body = null;
  if (query.isPending) body = <ListLoading />;
  else if (query.isError && !query.data)
    body = (
      <ListError
        title={t('friends.mine.error')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (friends.length === 0)
    body = q ? (
      <p role="status" className="text-on-surface-variant text-sm">
        {t('friends.mine.noMatch', { q })}
      </p>
    ) : (
      <StatusMessage
        className="py-8"
        icon={<UsersRound aria-hidden="true" className="size-10 text-primary" />}
        title={t('friends.mine.empty.title')}
        description={t('friends.mine.empty.message')}
      />
    );
  else
    body = (
      <>
        <ul aria-label={t('friends.mine.title')} className="flex flex-col gap-2">
          {friends.map((person) => (
            <li key={person.id}>
              <PersonCard
                person={person}
                actions={<FriendButton person={person} relationship={person.relationship} size="compact" />}
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

  return (
    <HubSection title={t('friends.mine.title')} count={total ? count(total) : null} aside={filter}>
      {body}
    </HubSection>
  );
}
