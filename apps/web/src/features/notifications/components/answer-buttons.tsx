import { Button } from '../../../ui/button.tsx';

export type Answer = 'accept' | 'decline';

interface AnswerButtonsProps {
  acceptLabel: string;
  declineLabel: string;
  /** The answer on its way, if any: both buttons wait, that one shows it is busy. */
  pending: Answer | null;
  onAnswer: (answer: Answer) => void;
  /** Why the last answer failed, under the buttons. */
  error?: string | null;
}

/** 'Aceitar' and 'Recusar' under a notification that asks for an answer (an invitation, a request). */
export function AnswerButtons({ acceptLabel, declineLabel, pending, onAnswer, error }: AnswerButtonsProps) {
  return (
    <div className="flex flex-col gap-2 px-4 pb-3 ps-17">
      <div className="flex flex-wrap gap-2">
        <Button
          size="compact"
          disabled={pending !== null}
          aria-busy={pending === 'accept'}
          onClick={() => onAnswer('accept')}
        >
          {acceptLabel}
        </Button>
        <Button
          variant="outline"
          size="compact"
          disabled={pending !== null}
          aria-busy={pending === 'decline'}
          onClick={() => onAnswer('decline')}
        >
          {declineLabel}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What became of the answer ('Você entrou no grupo', 'Pedido aceito'), in place of the buttons. */
export function AnswerOutcome({
  text,
  testId,
  muted = false,
}: {
  text: string;
  testId?: string;
  muted?: boolean;
}) {
  return (
    <p
      role="status"
      className={
        muted
          ? 'px-4 pb-3 ps-17 text-on-surface-variant text-sm'
          : 'px-4 pb-3 ps-17 font-medium text-on-surface text-sm'
      }
      data-testid={testId}
    >
      {text}
    </p>
  );
}
