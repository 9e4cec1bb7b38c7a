import { FollowedGroups } from './followed-groups.tsx';
import { FollowedPeople } from './followed-people.tsx';

/** The "Seguindo" tab: the people and the groups I follow. */
export function FollowingTab() {
  return (
    <div className="flex flex-col gap-8">
      <FollowedPeople />
      <FollowedGroups />
    </div>
  );
}
