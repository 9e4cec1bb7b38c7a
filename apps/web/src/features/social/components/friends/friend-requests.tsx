import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../groups/components/load-more-button.tsx';
import { useFormatCount } from '../../../groups/lib/use-format-count.ts';
import { formatRelativeTime } from '../../../notifications/lib/relative-time.ts';
import { FriendButton } from '../../../people/components/friend-button.tsx';
import { PersonCard } from '../../../people/components/person-card.tsx';
import { useViewer } from '../../../people/lib/use-viewer.ts';
import { type RequestDirection, useFriendRequests } from '../../api/use-friend-requests.ts';
import { HubSection } from '../shared/hub-section.tsx';
import { ListError } from '../shared/list-error.tsx';
import { ListLoading } from '../shared/list-loading.tsx';

/**
 * The friend requests waiting, received (Aceitar / Recusar) or sent (Cancelar pedido), newest
 * first, with how many there are. An answered request leaves the list (it is read again).
 */
export function FriendRequests({ direction }: { direction: RequestDirection }) {
  const { t, i18n } = useTranslation(['social', 'people']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const count = useFormatCount();
  const viewer = useViewer();
  const query = useFriendRequests(direction, viewer);
  const total = query.data?.pages[0]?.total ?? 0;
  const requests = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <HubSection title={t(`friends.requests.${direction}.title`)} count={total > 0 ? count(total) : null}>
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError && !query.data ? (
        <ListError
          title={t(`friends.requests.${direction}.error`)}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : requests.length === 0 ? (
        <p className="text-on-surface-variant text-sm">{t(`friends.requests.${direction}.empty`)}</p>
      ) : (
        <>
          <ul aria-label={t(`friends.requests.${direction}.title`)} className="flex flex-col gap-2">
            {requests.map(({ person, requestedAt }) => (
              <li key={person.id}>
                <PersonCard
                  person={person}
                  detail={
                    <time dateTime={requestedAt}>
                      {t(`friends.requests.${direction}.when`, {
                        when: formatRelativeTime(requestedAt, language),
                      })}
                    </time>
                  }
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
      )}
    </HubSection>
  );
}
