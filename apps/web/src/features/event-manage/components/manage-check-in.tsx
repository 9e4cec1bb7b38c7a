import type { CheckInResult } from '@eventos/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { useCheckIn } from '../api/attendee-actions.ts';
import { CheckInAnswer } from './check-in-answer.tsx';
import { CheckInCodeForm } from './check-in-code-form.tsx';

/** Checking someone in from the manage page by their ticket code, with the answer beside it. */
export function ManageCheckIn({ eventId }: { eventId: string }) {
  const { t } = useTranslation('manage');
  const checkIn = useCheckIn(eventId);
  const [answer, setAnswer] = useState<CheckInResult | null>(null);
  return (
    <section aria-label={t('checkIn.byCode')} className="flex flex-col gap-3">
      <CheckInCodeForm
        label={t('checkIn.byCode')}
        pending={checkIn.isPending}
        onSubmit={(code) => {
          setAnswer(null);
          checkIn.mutate(code, { onSuccess: setAnswer });
        }}
      />
      {checkIn.isError ? (
        <p role="alert" className="text-error text-sm">
          {describeError(t, checkIn.error, ['fields'])}
        </p>
      ) : null}
      {answer ? <CheckInAnswer answer={answer} variant="inline" /> : null}
    </section>
  );
}
