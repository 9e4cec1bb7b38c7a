import type { MyGroupInvitation } from '@eventos/domain';
import { GroupCard } from './group-card.tsx';
import { GroupInvitationPrompt } from './group-invitation-prompt.tsx';

/**
 * A private group the person cannot see yet, but was invited to: the invitation with the group's
 * card, so they know what they are answering. Accepting opens the group's page.
 */
export function InvitedToHiddenGroup({ invitation }: { invitation: MyGroupInvitation }) {
  return (
    <div className="flex flex-col gap-6">
      <GroupInvitationPrompt
        groupId={invitation.group.id}
        name={invitation.group.name}
        invitedBy={invitation.invitedBy}
      />
      <div className="w-full max-w-sm">
        <GroupCard group={invitation.group} />
      </div>
    </div>
  );
}
