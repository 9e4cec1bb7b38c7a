import { FriendRequests } from './friend-requests.tsx';
import { FriendSuggestions } from './friend-suggestions.tsx';
import { MyFriends } from './my-friends.tsx';
import { PeopleSearch } from './people-search.tsx';

/**
 * The friends tab: requests received and sent, search people to add, suggestions, then my
 * friends.
 */
export function FriendsTab() {
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <FriendRequests direction="received" />
      <FriendRequests direction="sent" />
      <PeopleSearch />
      <FriendSuggestions />
      <MyFriends />
    </div>
  );
}
