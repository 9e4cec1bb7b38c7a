import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { CHECK_IN_LOOK } from '../lib/check-in-feedback.ts';
import type { DoorAnswer } from '../lib/door-answer.ts';

interface CheckInAnswerProps {
  answer: DoorAnswer;
  /** 'screen' fills the door screen; 'inline' is a banner on the manage page. */
  variant: 'screen' | 'inline';
  /** The screen variant offers a button to go on before the answer leaves on its own. */
  onDismiss?: () => void;
}

/** The door's answer: colour, icon, a headline and who it was (accepted and already checked in). */
export function CheckInAnswer({ answer, variant, onDismiss }: CheckInAnswerProps) {
  const { t } = useTranslation('manage');
  const { icon: Icon, tone } = CHECK_IN_LOOK[answer.result];
  const name = answer.attendee?.name;
  const screen = variant === 'screen';
  return (
    <div
      role="alert"
      data-testid="check-in-answer"
      data-result={answer.result}
      className={cn(
        'flex items-center gap-4',
        tone,
        screen ? 'fixed inset-0 z-50 flex-col justify-center p-8 text-center' : 'rounded-2xl p-4',
      )}
    >
      <Icon aria-hidden="true" className={screen ? 'size-32 shrink-0' : 'size-8 shrink-0'} />
      <div className="flex min-w-0 flex-col gap-1">
        <p className={cn('font-bold', screen ? 'text-5xl tablet:text-6xl' : 'text-lg')}>
          {t(`checkIn.result.${answer.result}.title`)}
        </p>
        {name ? (
          <p dir="auto" className={cn('font-semibold', screen ? 'text-3xl tablet:text-4xl' : 'text-base')}>
            {name}
          </p>
        ) : null}
        <p className={screen ? 'text-xl' : 'text-sm'}>{t(`checkIn.result.${answer.result}.text`)}</p>
        {answer.queued ? (
          <p data-testid="check-in-queued" className={cn('font-semibold', screen ? 'text-xl' : 'text-sm')}>
            {t('offline.queued')}
          </p>
        ) : null}
      </div>
      {screen && onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="mt-6 min-h-14 cursor-pointer rounded-full border-2 border-current px-8 font-semibold text-xl focus-visible:outline-4 focus-visible:outline-current focus-visible:outline-offset-2"
        >
          {t('live.next')}
        </button>
      ) : null}
    </div>
  );
}
