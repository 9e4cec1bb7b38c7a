import type { GroupDetail } from '@eventos/domain';
import { Card } from '../../../ui/card.tsx';
import { groupPageHref } from '../lib/group-links.ts';
import { GroupAbout } from './group-about.tsx';
import { GroupActions } from './group-actions.tsx';
import { GroupEventsTabs } from './group-events-tabs.tsx';
import { GroupHeader } from './group-header.tsx';
import { GroupInvitationPrompt } from './group-invitation-prompt.tsx';
import { GroupManageLinks } from './group-manage-links.tsx';
import { GroupOrganizers } from './group-organizers.tsx';
import { ViewerRoleNote } from './viewer-role-note.tsx';

/** The absolute address people share. */
export function groupPageUrl(slug: string): string {
  return new URL(groupPageHref(slug), window.location.origin).href;
}

/**
 * A group's page: header, actions, then about and events beside the people who run it (from
 * 900 px; on phones the organisers come between the description and the events).
 */
export function GroupDetailView({ group, viewer }: { group: GroupDetail; viewer: string }) {
  return (
    <article aria-labelledby="group-title" className="flex flex-col gap-6">
      {group.viewer.invitationId && group.viewer.role === null ? (
        <GroupInvitationPrompt groupId={group.id} name={group.name} />
      ) : null}
      <GroupHeader group={group} />
      <div className="flex flex-col gap-3">
        <GroupActions group={group} viewer={viewer} url={groupPageUrl(group.slug)} />
        <ViewerRoleNote viewer={group.viewer} />
      </div>
      {/* Below 900 px the side column comes late: people who run the group find their pages here. */}
      {group.viewer.canManage ? <GroupManageLinks groupId={group.id} className="wide:hidden" /> : null}
      <div className="grid grid-cols-1 gap-8 wide:grid-cols-[minmax(0,1fr)_18rem] wide:gap-x-10 desktop:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 wide:col-start-1 wide:row-start-1">
          <GroupAbout group={group} />
        </div>
        <aside className="flex flex-col gap-4 wide:col-start-2 wide:row-span-2 wide:row-start-1 wide:self-start">
          <Card className="p-5">
            <GroupOrganizers group={group} />
          </Card>
          {group.viewer.canManage ? (
            <GroupManageLinks groupId={group.id} className="hidden wide:block" />
          ) : null}
        </aside>
        <div className="min-w-0 wide:col-start-1 wide:row-start-2">
          <GroupEventsTabs
            groupId={group.id}
            viewer={viewer}
            followHint={group.viewer.role === null && !group.viewer.following}
          />
        </div>
      </div>
    </article>
  );
}
