import type { FriendSuggestion } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { FriendButton } from '../../../people/components/friend-button.tsx';
import { PersonCard } from '../../../people/components/person-card.tsx';
import { useViewer } from '../../../people/lib/use-viewer.ts';
import { useFriendSuggestions } from '../../api/use-friend-suggestions.ts';
import { HubSection } from '../shared/hub-section.tsx';
import { ListError } from '../shared/list-error.tsx';
import { ListLoading } from '../shared/list-loading.tsx';

/** Why someone is suggested: "N amigos em comum" or "Vão aos mesmos eventos". */
function useReason() {
  const { t } = useTranslation('social');
  return (suggestion: FriendSuggestion) =>
    suggestion.reason === 'friends_of_friends'
      ? t('friends.suggestions.mutual', { count: suggestion.mutualFriends })
      : t('friends.suggestions.sameEvents', { count: suggestion.sharedEvents });
}

/** People the person may know (friends of friends first, then people going to the same events). */
export function FriendSuggestions() {
  const { t } = useTranslation(['social', 'people']);
  const viewer = useViewer();
  const reason = useReason();
  const query = useFriendSuggestions(viewer);

  return (
    <HubSection title={t('friends.suggestions.title')}>
      {query.isPending ? (
        <ListLoading rows={2} />
      ) : query.isError ? (
        <ListError
          title={t('friends.suggestions.error')}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <p className="text-on-surface-variant text-sm">{t('friends.suggestions.empty')}</p>
      ) : (
        <ul aria-label={t('friends.suggestions.title')} className="flex flex-col gap-2">
          {query.data.items.map((suggestion) => (
            <li key={suggestion.id}>
              <PersonCard
                person={{ ...suggestion, mutualFriends: 0 }}
                detail={reason(suggestion)}
                actions={
                  <FriendButton person={suggestion} relationship={suggestion.relationship} size="compact" />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </HubSection>
  );
}
