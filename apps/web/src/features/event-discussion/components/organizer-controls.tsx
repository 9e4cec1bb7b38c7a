import type { DiscussionState } from '@eventos/domain';
import { Lock, LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { SwitchField } from '../../../ui/switch.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useDiscussionSettings } from '../api/use-comment-actions.ts';
import { DISCUSSION_NAMESPACES } from '../lib/comment-errors.ts';

/** The organiser's part of the header: close or reopen the discussion, hear of new comments. */
export function OrganizerControls({ eventId, discussion }: { eventId: string; discussion: DiscussionState }) {
  const { t } = useTranslation(['eventDiscussion', 'common']);
  const settings = useDiscussionSettings(eventId);
  const fail = (error: unknown) =>
    toast({ title: describeError(t, error, DISCUSSION_NAMESPACES), variant: 'destructive' });
  const pendingClosed = settings.isPending ? settings.variables?.closed : undefined;
  const pendingNotify = settings.isPending ? settings.variables?.notifyOrganizer : undefined;

  const toggleClosed = () => {
    const closed = !discussion.closed;
    settings.mutate(
      { closed },
      {
        onSuccess: () => toast({ title: t(closed ? 'organizer.closedToast' : 'organizer.reopenedToast') }),
        onError: fail,
      },
    );
  };

  return (
    <section
      aria-label={t('organizer.title')}
      className="flex flex-col gap-3 rounded-2xl border border-outline-variant p-4"
    >
      <SwitchField
        label={t('organizer.notify')}
        hint={t('organizer.notifyHint')}
        checked={pendingNotify ?? discussion.notifyOrganizer ?? false}
        busy={pendingNotify !== undefined}
        onCheckedChange={(notifyOrganizer) => settings.mutate({ notifyOrganizer }, { onError: fail })}
      />
      <Button
        variant="outline"
        size="compact"
        className="self-start"
        disabled={pendingClosed !== undefined}
        onClick={toggleClosed}
      >
        {discussion.closed ? (
          <LockOpen aria-hidden="true" className="size-4" />
        ) : (
          <Lock aria-hidden="true" className="size-4" />
        )}
        {discussion.closed ? t('organizer.reopen') : t('organizer.close')}
      </Button>
    </section>
  );
}
