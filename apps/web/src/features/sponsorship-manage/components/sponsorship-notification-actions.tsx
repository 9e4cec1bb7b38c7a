import type { Notification } from '@eventos/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';
import { useMarkNotificationRead } from '../../notifications/api/mark-notification-read.ts';
import { type Answer, AnswerButtons, AnswerOutcome } from '../../notifications/components/answer-buttons.tsx';
import { useDecideSponsorship, useSponsorship } from '../api/sponsorship-decision.ts';

/** Answers that mean the request no longer waits for this organiser. */
const GONE = new Set(['sponsorship.state_changed', 'sponsorship.not_found']);

/**
 * 'Aceitar' and 'Recusar' under the organiser's "new sponsorship request" notification. The
 * sponsorship is read (once per id) to know whether it still waits: one already answered, withdrawn
 * or out of reach shows nothing.
 */
function SponsorshipAnswer({
  notification,
  sponsorshipId,
}: {
  notification: Notification;
  sponsorshipId: string;
}) {
  const { t } = useTranslation(['sponsorshipManage', 'fields']);
  const sponsorship = useSponsorship(sponsorshipId);
  const decide = useDecideSponsorship();
  const markRead = useMarkNotificationRead();
  const [outcome, setOutcome] = useState<Answer | null>(null);

  if (outcome)
    return (
      <AnswerOutcome
        text={t(outcome === 'accept' ? 'notification.accepted' : 'notification.declined')}
        testId="sponsorship-answer-outcome"
      />
    );
  const gone = decide.error instanceof ApiError && GONE.has(decide.error.code);
  if (gone) return <AnswerOutcome text={describeError(t, decide.error, ['fields'])} muted />;
  const current = sponsorship.data;
  if (current?.state !== 'requested' || !(current.can.accept || current.can.decline)) return null;

  const respond = (decision: Answer) =>
    decide.mutate(
      { sponsorshipId, decision, note: null },
      {
        onSuccess: () => {
          setOutcome(decision);
          if (!notification.read) markRead.mutate(notification.id);
        },
      },
    );

  return (
    <AnswerButtons
      acceptLabel={t('notification.accept')}
      declineLabel={t('notification.decline')}
      pending={decide.isPending ? (decide.variables?.decision ?? null) : null}
      onAnswer={respond}
      error={decide.isError ? describeError(t, decide.error, ['fields']) : null}
    />
  );
}

/** Loaded only for notifications that carry a sponsorship; waits for its texts on its own. */
export function SponsorshipNotificationActions({ notification }: { notification: Notification }) {
  const sponsorshipId = notification.metadata.sponsorship_id;
  if (!sponsorshipId) return null;
  return (
    <Suspense fallback={null}>
      <SponsorshipAnswer notification={notification} sponsorshipId={sponsorshipId} />
    </Suspense>
  );
}
